import { expect, test, type Page, type Route } from '@playwright/test';
import { company } from '../src/content/company';
import { suggestedQuestions } from '../src/content/widgets';
import { axeViolations } from './support/axe';

// The widgets live in the locale layout, so any page shows them; the home page is built
// elsewhere, so these tests use /mission. `/api/chat` is answered through request interception.
const PAGE = '/mission';

type ChatBody = { content: string; sessionId: string; locale: string };

/** Page object for the two floating widgets. */
class Widgets {
  readonly chatRequests: ChatBody[] = [];

  constructor(
    readonly page: Page,
    readonly locale: 'de' | 'en' = 'de',
  ) {}

  get quickContactButton() {
    return this.page.getByRole('button', {
      name: this.locale === 'de' ? 'Schnellkontakt öffnen' : 'Open quick contact',
    });
  }
  get assistantButton() {
    return this.page.getByRole('button', {
      name: this.locale === 'de' ? 'Recycling-Assistent öffnen' : 'Open recycling assistant',
    });
  }
  get quickContact() {
    return this.page.getByRole('dialog', { name: this.locale === 'de' ? 'Schnellkontakt' : 'Quick contact' });
  }
  get assistant() {
    return this.page.getByRole('dialog', {
      name: this.locale === 'de' ? 'Recycling AI Assistent' : 'Recycling AI Assistant',
    });
  }
  get input() {
    return this.assistant.getByRole('textbox', { name: this.locale === 'de' ? 'Ihre Nachricht' : 'Your message' });
  }
  get sendButton() {
    return this.assistant.getByRole('button', { name: this.locale === 'de' ? 'Nachricht senden' : 'Send message' });
  }
  get log() {
    return this.assistant.getByRole('log');
  }

  /** Answers `/api/chat` with `handler`, recording every request body. */
  async answerChat(handler: (route: Route, body: ChatBody) => Promise<void>) {
    await this.page.route('**/api/chat', async (route) => {
      const body = route.request().postDataJSON() as ChatBody;
      this.chatRequests.push(body);
      await handler(route, body);
    });
  }

  async openAssistant() {
    await this.assistantButton.click();
    await expect(this.assistant).toBeVisible();
  }

  async openQuickContact() {
    await this.quickContactButton.click();
    await expect(this.quickContact).toBeVisible();
  }
}

const reply = (route: Route, data: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(data) });

test.describe('page load', () => {
  test('on a phone the buttons leave the end of the page uncovered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(PAGE);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const widgets = new Widgets(page);
    const footer = await page.locator('footer').boundingBox();
    for (const button of [widgets.quickContactButton, widgets.assistantButton]) {
      const box = await button.boundingBox();
      expect(footer!.y + footer!.height).toBeLessThanOrEqual(box!.y);
    }
    const left = await widgets.quickContactButton.boundingBox();
    const right = await widgets.assistantButton.boundingBox();
    expect(left!.x + left!.width).toBeLessThan(right!.x);
  });

  test('from md the buttons sit in the header; on phones in a bar at the bottom, once scrolled', async ({ page }) => {
    const widgets = new Widgets(page);
    for (const width of [768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE);
      const header = (await page.locator('header').first().boundingBox())!;
      for (const button of [widgets.quickContactButton, widgets.assistantButton]) {
        const box = (await button.boundingBox())!;
        expect(
          box.y >= header.y && box.y + box.height <= header.y + header.height,
          `${width}: ${JSON.stringify(box)}`,
        ).toBe(true);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(PAGE);
    await expect(widgets.assistantButton).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(widgets.assistantButton).toBeVisible();
    const bar = (await page.locator('[data-widget-bar]').boundingBox())!;
    expect(bar).toMatchObject({ x: 0, width: 375 });
    expect(bar.y + bar.height).toBeCloseTo(812, 0);
    await expect(widgets.quickContactButton).toContainText('Schnellkontakt');
    await expect(widgets.assistantButton).toContainText('Assistent');
  });

  test('renders two small buttons and loads no panel code before the first click', async ({ page }) => {
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), scripts.size);
    });
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    await expect(widgets.quickContactButton).toBeVisible();
    await expect(widgets.assistantButton).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForLoadState('load');
    const beforeClick = new Set(scripts.keys());

    // The panel chunks are recognisable by their content; none was fetched before the click.
    const panelChunk = async (marker: string) => {
      for (const url of scripts.keys()) {
        const body = await page.request.get(url).then((response) => response.text());
        if (body.includes(marker)) return url;
      }
      return null;
    };
    await widgets.openAssistant();
    const assistantChunk = await panelChunk('Malformed chat reply');
    expect(assistantChunk).not.toBeNull();
    expect(beforeClick.has(assistantChunk!)).toBe(false);
    await page.keyboard.press('Escape');

    await widgets.openQuickContact();
    const quickContactChunk = await panelChunk('quick-contact-call');
    expect(quickContactChunk).not.toBeNull();
    expect(beforeClick.has(quickContactChunk!)).toBe(false);
  });
});

test.describe('assistant', () => {
  test('greets with the AI disclosure and five suggestions; focus moves in, Escape returns it', async ({ page }) => {
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    await widgets.assistantButton.focus();
    await page.keyboard.press('Enter');
    await expect(widgets.assistant).toBeVisible();
    await expect(widgets.input).toBeFocused();
    await expect(widgets.assistant).toContainText('automatisiertes KI-System');
    await expect(widgets.assistant).toContainText('keine sensiblen Daten');
    await expect(widgets.assistant).toHaveAccessibleDescription(/KI-System/);
    // The disclosure is in view at the first interaction (Art. 50 AI Act), not scrolled away.
    await expect(widgets.assistant.getByText(/automatisiertes KI-System/)).toBeInViewport();
    const suggestions = widgets.assistant.getByRole('group', { name: 'Häufige Fragen' }).getByRole('button');
    await expect(suggestions).toHaveCount(5);

    // Panel 320 px wide with a 320 px message area.
    expect((await widgets.assistant.boundingBox())?.width).toBe(320);
    expect((await widgets.log.boundingBox())?.height).toBe(320);

    // Focus stays inside while open (modal), Escape closes and returns focus to the button.
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press('Tab');
      expect(await widgets.assistant.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(widgets.assistant).toBeHidden();
    await expect(widgets.assistantButton).toBeFocused();
  });

  test('sends the trimmed message with a session id and shows reply, sources and follow-ups', async ({ page }) => {
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    await widgets.answerChat(async (route, body) =>
      reply(route, {
        response: body.content.startsWith('Ich möchte Batterien')
          ? 'Wir kaufen Akkus aller Art an.'
          : 'Für eine kostenlose Bewertung nehmen Sie Kontakt mit uns auf. Lithium-Akkus kaufen wir ebenfalls an.',
        sources: [
          { title: 'Lithium-Batterien', url: '/lithium-batterien' },
          { title: 'Kontakt', url: '/kontakt' },
        ],
      }),
    );
    await widgets.openAssistant();
    await widgets.input.fill('   Was zahlen Sie für Lithium-Akkus?  ');
    await widgets.sendButton.click();

    await expect(widgets.log).toContainText('Was zahlen Sie für Lithium-Akkus?');
    await expect(widgets.log).toContainText('Für eine kostenlose Bewertung');
    expect(widgets.chatRequests[0]).toEqual({
      content: 'Was zahlen Sie für Lithium-Akkus?',
      sessionId: expect.stringMatching(/^session_[0-9a-z]+_[0-9a-z]{8}$/),
      locale: 'de',
    });
    await expect(widgets.input).toHaveValue('');
    await expect(widgets.log.getByRole('link', { name: 'Lithium-Batterien' })).toHaveAttribute(
      'href',
      '/lithium-batterien',
    );
    await expect(widgets.log.getByRole('link', { name: 'Kontakt', exact: true })).toHaveAttribute('href', '/kontakt');

    const followUps = widgets.log.getByRole('group', { name: 'Nächste Schritte' });
    await expect(followUps.getByRole('link', { name: 'Termin anfragen' })).toHaveAttribute('href', '/#contact');
    await expect(followUps.getByRole('button', { name: 'Kostenlose Bewertung' })).toBeVisible();
    await followUps.getByRole('button', { name: 'Batterien verkaufen' }).click();

    await expect(widgets.log).toContainText('Wir kaufen Akkus aller Art an.');
    expect(widgets.chatRequests).toHaveLength(2);
    expect(widgets.chatRequests[1]?.content).toBe('Ich möchte Batterien verkaufen. Wie läuft das ab?');
    expect(widgets.chatRequests[1]?.sessionId).toBe(widgets.chatRequests[0]?.sessionId);
    // Follow-ups belong to the latest reply; this one contains no trigger word.
    await expect(widgets.log.getByRole('group', { name: 'Nächste Schritte' })).toHaveCount(0);

    // The conversation and the session survive closing and reopening the panel.
    await page.keyboard.press('Escape');
    await widgets.openAssistant();
    await expect(widgets.log).toContainText('Wir kaufen Akkus aller Art an.');
  });

  test('server error: German toast, error logged, the message stays without a reply', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    await widgets.answerChat((route) => route.fulfill({ status: 500, body: 'Interner Fehler' }));
    await widgets.openAssistant();
    await widgets.input.fill('Hallo');
    await widgets.input.press('Enter');

    await expect(page.getByText('Chat-Fehler', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.', { exact: true }),
    ).toBeVisible();
    await expect(widgets.log).toContainText('Hallo');
    await expect(widgets.log).not.toContainText('Antwortet...');
    await expect(widgets.input).toBeEnabled();
    expect(errors.some((text) => text.includes('500: Interner Fehler'))).toBe(true);
  });

  test("server error on an English page: 'Chat Error' with the English text", async ({ page }) => {
    await page.goto(`/en${PAGE}`);
    const widgets = new Widgets(page, 'en');
    await widgets.answerChat((route) => route.fulfill({ status: 500, body: '' }));
    await widgets.openAssistant();
    await widgets.input.fill('Hello');
    await widgets.input.press('Enter');
    await expect(page.getByText('Chat Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to send message. Please try again.', { exact: true })).toBeVisible();
    expect(widgets.chatRequests[0]?.locale).toBe('en');
  });

  test("slow answer: input and send disabled, 'Antwortet...' shown, then focus back in the input", async ({ page }) => {
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await widgets.answerChat(async (route) => {
      await released;
      await reply(route, { response: 'Abholung bundesweit.' });
    });
    await widgets.openAssistant();
    await widgets.input.fill('Holen Sie ab?');
    await widgets.input.press('Enter');

    await expect(widgets.log).toContainText('Antwortet...');
    await expect(widgets.input).toBeDisabled();
    await expect(widgets.sendButton).toBeDisabled();
    await expect(widgets.assistant.getByRole('button', { name: suggestedQuestions.de[0] })).toHaveCount(0);
    release();
    await expect(widgets.log).toContainText('Abholung bundesweit.');
    await expect(widgets.log).not.toContainText('Antwortet...');
    await expect(widgets.input).toBeEnabled();
    await expect(widgets.input).toBeFocused();
  });

  test('Enter sends, Shift+Enter adds a line, whitespace is not sent, a new answer shows from its start', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    await widgets.answerChat((route, body) =>
      // Longer than the panel (which is taller under the header from md), so it can scroll.
      reply(route, { response: `Antwort auf: ${body.content}\n${'Weitere Zeile.\n'.repeat(40)}` }),
    );
    await widgets.openAssistant();

    await widgets.input.fill('   \n  ');
    await widgets.input.press('Enter');
    await expect(widgets.sendButton).toBeDisabled();
    expect(widgets.chatRequests).toHaveLength(0);

    await widgets.input.fill('');
    await widgets.input.pressSequentially('Zeile 1');
    await widgets.input.press('Shift+Enter');
    await widgets.input.pressSequentially('Zeile 2');
    await expect(widgets.input).toHaveValue('Zeile 1\nZeile 2');
    expect(widgets.chatRequests).toHaveLength(0);
    await widgets.input.press('Enter');
    await expect(widgets.log).toContainText('Antwort auf: Zeile 1');
    expect(widgets.chatRequests[0]?.content).toBe('Zeile 1\nZeile 2');

    await widgets.input.fill('Noch eine Frage');
    await widgets.input.press('Enter');
    await expect(widgets.log).toContainText('Antwort auf: Noch eine Frage');
    // The list scrolls to the question and the start of its answer, not to the answer's end.
    const asked = widgets.log.locator('p').filter({ hasText: /^Sie: Noch eine Frage$/ });
    await expect
      .poll(async () => (await asked.boundingBox())!.y - (await widgets.log.boundingBox())!.y)
      .toBeLessThan(24);
    expect(await widgets.log.evaluate((log) => log.scrollHeight - log.clientHeight - log.scrollTop)).toBeGreaterThan(0);
    await expect(widgets.log.getByText(/Antwort auf: Noch eine Frage/)).toBeInViewport();
  });

  test('on a phone the panel fills the screen; a weak match offers "Meinten Sie …?" choices that ask', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    const asked = 'Wie lange dauert die Abholung?';
    await widgets.answerChat((route, body) =>
      reply(
        route,
        body.content === asked
          ? { response: 'Wir holen in 2–3 Werktagen ab.', sources: [] }
          : {
              response: 'Da bin ich mir nicht sicher. Meinten Sie eines dieser Themen?',
              sources: [],
              choices: [
                { title: 'Abholung', url: '/abholung', question: asked },
                { title: 'AGB', url: '/agb', question: 'Was steht in den AGB?' },
              ],
            },
      ),
    );
    // On phones the launchers sit in a bar that slides in once the page is scrolled.
    await page.evaluate(() => window.scrollTo(0, 400));
    await widgets.openAssistant();
    expect(await widgets.assistant.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    // The AI notice stands in the greeting and, short, in the panel's footer.
    await expect(widgets.assistant.getByText('KI-System – antwortet automatisch aus den Inhalten')).toBeVisible();

    await widgets.input.fill('abholzeit?');
    await widgets.input.press('Enter');
    const choices = widgets.assistant.getByRole('group', { name: 'Meinten Sie …?' }).getByRole('button');
    await expect(choices).toHaveText(['Abholung', 'AGB']);
    await choices.first().click();
    await expect(widgets.log).toContainText('Wir holen in 2–3 Werktagen ab.');
    expect(widgets.chatRequests.map((request) => request.content)).toEqual(['abholzeit?', asked]);
    // The choices belong to the answer that offered them.
    await expect(choices).toHaveCount(0);
  });

  test('a suggestion fills the input and is sent after 100 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    await widgets.answerChat((route) => reply(route, { response: 'Wir kaufen Lithium-Ionen-Akkus an.' }));
    await widgets.openAssistant();
    // A few seconds ahead of the page's clock: the clock keeps running between reading it and
    // pausing, and on a busy machine that took more than half a second ("fast-forward to the past").
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 5_000));
    const question = suggestedQuestions.de[0]!;
    await widgets.assistant.getByRole('button', { name: question }).click();

    await expect(widgets.input).toHaveValue(question);
    await page.clock.runFor(90);
    expect(widgets.chatRequests).toHaveLength(0);
    await page.clock.runFor(20);
    await expect(widgets.log).toContainText('Wir kaufen Lithium-Ionen-Akkus an.');
    expect(widgets.chatRequests.map((body) => body.content)).toEqual([question]);
    await expect(widgets.input).toHaveValue('');
  });

  test('a page the reply cites is a link in its text; following it closes the panel', async ({ page }) => {
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    await widgets.answerChat((route) =>
      reply(route, {
        response: 'Chat-Verläufe löschen wir nach 30 Tagen. Mehr dazu: /datenschutz\n\nAndere Seiten: /agb',
        sources: [{ title: 'Datenschutzerklärung', url: '/datenschutz' }],
      }),
    );
    await widgets.openAssistant();
    await widgets.input.fill('Wie lange speichert ihr den Chat?');
    await widgets.sendButton.click();

    const text = widgets.log.locator('p', { hasText: 'Chat-Verläufe löschen wir' });
    await expect(text).toContainText('Mehr dazu: Datenschutzerklärung');
    // A path that is no source stays text.
    await expect(text).toContainText('Andere Seiten: /agb');
    await expect(text.getByRole('link')).toHaveCount(1);
    await text.getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect(widgets.assistant).toBeHidden();
  });
});

test.describe('quick contact', () => {
  test('the phone button opens the number to call, the hours, the e-mail and the form; no badge', async ({ page }) => {
    await page.goto(PAGE);
    const widgets = new Widgets(page);
    // The button carries its icon and its name, nothing that reads like an error.
    await expect(widgets.quickContactButton).not.toContainText('!');
    await widgets.openQuickContact();
    const dialog = widgets.quickContact;
    await expect(dialog.getByRole('button', { name: 'Schnellkontakt schließen' })).toBeFocused();
    const call = dialog.getByRole('link', { name: `Anrufen: ${company.phoneDisplay}` });
    await expect(call).toHaveAttribute('href', company.phoneHref);
    await expect(call).toContainText(company.phoneDisplay);
    await expect(dialog).toContainText(
      `Mo–Fr ${company.openingHours.weekdays.opens}–${company.openingHours.weekdays.closes} Uhr`,
    );
    await expect(dialog.getByRole('link', { name: `E-Mail schreiben: ${company.email}` })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    // No prices in it any more.
    await expect(dialog).not.toContainText('€');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(widgets.quickContactButton).toBeFocused();
  });

  test('leads to the contact page of the language and closes', async ({ page }) => {
    await page.goto(`/en${PAGE}`);
    const widgets = new Widgets(page, 'en');
    await widgets.openQuickContact();
    const dialog = widgets.quickContact;
    await expect(dialog.getByRole('link', { name: `Call: ${company.phoneDisplay}` })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    await expect(dialog.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/en/kontakt');
    await dialog.getByRole('link', { name: 'Go to the contact form' }).click();
    await expect(page).toHaveURL(/\/en\/kontakt$/);
    await expect(widgets.quickContact).toBeHidden();
  });
});

test.describe('accessibility', () => {
  // Scoped to the widgets (launcher buttons and the open panel); the page itself is covered by
  // the smoke test.
  const axe = async (page: Page) => {
    const dialogOpen = (await page.getByRole('dialog').count()) > 0;
    return axeViolations(page, (builder) =>
      dialogOpen ? builder.include('[data-widget]').include('[role="dialog"]') : builder.include('[data-widget]'),
    );
  };

  for (const locale of ['de', 'en'] as const) {
    test(`no axe violations with each panel open (${locale})`, async ({ page }) => {
      await page.goto(locale === 'de' ? PAGE : `/en${PAGE}`);
      const widgets = new Widgets(page, locale);
      await widgets.answerChat((route) =>
        reply(route, {
          response:
            'Für eine Bewertung Ihrer Batterie nehmen Sie Kontakt auf. / Contact us for a valuation of your battery.',
          sources: [{ title: 'Kontakt', url: '/kontakt' }],
        }),
      );
      expect(await axe(page)).toEqual([]);

      await widgets.openQuickContact();
      expect(await axe(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await widgets.openAssistant();
      expect(await axe(page)).toEqual([]);
      await widgets.input.fill(locale === 'de' ? 'Was kostet die Abholung?' : 'What does pickup cost?');
      await widgets.input.press('Enter');
      await expect(widgets.log.getByRole('group')).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});
