/**
 * How long the site keeps personal data. The server's retention sweep enforces these values and
 * the Datenschutz page states them, so both read them from here.
 */
export const retention = {
  /** Inquiries (leads) after their creation, for follow-up, offers and contract handling. */
  leadDays: 730,
  /**
   * The back office's audit log (who viewed or changed which lead, when; ids only, no visitor
   * data). It must outlive the leads it is about to prove accountability (Art. 5(2), 32 GDPR)
   * and to answer an Art. 15 request about accesses; as long as a lead itself may be kept is
   * long enough for that, and it keeps staff IDs no longer than needed.
   */
  auditLogDays: 730,
  /**
   * Credit notes (Gutschriften) and the records they carry (their lines, the seller's billing data):
   * a self-billed credit note is an invoice the buyer must keep (§ 14b (1) UStG) and a voucher of
   * its books (§ 147 (1) Nr. 4 AO, § 257 (1) Nr. 4 HGB). The period starts at the end of the
   * calendar year of issue (§ 147 (4) AO, § 257 (5) HGB). 10 years as the task states; since
   * 2025 (BEG IV) the law names 8 years for vouchers and invoices — the tax adviser confirms which
   * applies (docs/sell-requests.md). Kept through an erasure request, restricted (Art. 17 (3) (b),
   * Art. 18 GDPR), then deleted by the retention sweep.
   */
  creditNoteYears: 10,
  /**
   * Certificates of data destruction and recycling proofs: the copy of a business letter the
   * company sent (§ 257 (1) Nr. 3 HGB, § 147 (1) Nr. 3 AO: 6 years from the end of the calendar
   * year of issue). It also outlasts the regular limitation period of claims about the
   * destruction (3 years from the end of the year, §§ 195, 199 BGB), the reason to keep it at all.
   * Restricted after an erasure like a credit note, deleted by the retention sweep after it.
   */
  certificateYears: 6,
  /** Submissions caught as spam (honeypot, too fast). */
  spamLeadDays: 30,
  /** Notification e-mails in the outbox after they were sent. */
  sentMailDays: 30,
  /** Assistant conversations after their last message. */
  chatDays: 30,
  /**
   * Access logs of the web server or reverse proxy in front of the site (they hold IP addresses).
   * The application keeps none; the operator configures the proxy's log rotation to this value
   * (README, "Production deployment").
   */
  accessLogDays: 14,
  /** Rate-limit counters (they hold the client IP address) expire after their window… */
  rateLimitWindowMinutes: 60,
  /** …and expired counters are deleted this often, so each is gone at most this long after it expired. */
  rateLimitSweepMinutes: 5,
  /** Counters of confirmation mails per recipient (a digest of the address) expire after this. */
  confirmationLimitHours: 24,
  /**
   * Photos and documents uploaded with a form that was then not sent are deleted after this; a
   * file sent with an inquiry is kept and deleted with it (`leadDays`, or an erasure).
   */
  unattachedUploadHours: 24,
  /**
   * Backup archives of the site's data (docs/operations.md): none is kept longer than this. The
   * scheduled backup deletes older ones, and BACKUP_KEEP may not keep any longer, so an erased
   * inquiry is gone from every backup at most this long after its erasure.
   */
  backupDays: 35,
  /** How often the server deletes what is due (leads, mails, conversations, mail files). */
  sweepIntervalMinutes: 60,
  /** Staff sign-in (src/server/auth): an invitation link is valid this long, once… */
  staffInvitationHours: 72,
  /** …the first-start setup link this long… */
  staffSetupHours: 24,
  /** …and a staff session ends after this long without activity. */
  staffSessionIdleHours: 12,
} as const;
