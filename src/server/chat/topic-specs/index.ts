import { batteryTopics } from './battery-topics';
import { companyTopics } from './company-topics';
import { dataDestructionTopics } from './data-destruction-topics';
import { ewasteTopics } from './ewaste-topics';
import { privacyTopics } from './privacy-topics';
import { sellListTopics } from './sell-list-topics';
import { serviceTopics } from './service-topics';
import { termsTopics } from './terms-topics';
import type { TopicSpec } from './topic-spec';

export type { TopicSpec } from './topic-spec';

/** Every topic, by domain (one file per domain of the site). */
const topicsByName = {
  ...batteryTopics,
  ...ewasteTopics,
  ...dataDestructionTopics,
  ...serviceTopics,
  ...termsTopics,
  ...privacyTopics,
  ...companyTopics,
  ...sellListTopics,
} satisfies Record<string, TopicSpec>;

/** The topics' names. */
export type TopicName = keyof typeof topicsByName;

/**
 * The order in which topics are tried, and so their priority: when a question meets several
 * topics, the first one's page ranks first for a section (`answer-steps.ts`), and a page FAQ may
 * answer before the terms. The more specific topic goes before the broader one of its domain
 * ("counterfeitStorage" before "counterfeit"). A topic added to a domain file is added here too;
 * the type below and `topic-specs.test.ts` fail until it is.
 */
const TOPIC_ORDER = [
  'secondLifeCriteria',
  'goodsReceipt',
  'manualDismantling',
  'publicSector',
  'companyHistory',
  'climateScope',
  'annualReport',
  'materialFigures',
  'schoolLaptops',
  'batteryWorkshop',
  'priceSearch',
  'importReview',
  'listCleared',
  'acceptBinding',
  'newCondition',
  'offerReady',
  'pickupPapers',
  'lfpValue',
  'takebackDuty',
  'healthTest',
  'batteriesOut',
  'mdmDevices',
  'particleSize',
  'medicalDriveRemoval',
  'largeMedical',
  'counterfeitStorage',
  'legalAdvice',
  'minerSettings',
  'ramLots',
  'desolderedParts',
  'chipCounterfeits',
  'unboughtParts',
  'esdPacking',
  'counterfeitEvidence',
  'removalCostsFixed',
  'industrialPickupInfo',
  'ownTerms',
  'contractStart',
  'pickupReadiness',
  'pickupDeclaration',
  'inspectionScope',
  'returnCosts',
  'recycleDeclined',
  'bankDetails',
  'invoiceDue',
  'deviceLocks',
  'formData',
  'noAdvertising',
  'dataNotSold',
  'thirdCountries',
  'whoSeesData',
  'photoRetention',
  'fileFormats',
  'retainedRecords',
  'rectification',
  'chatDeletion',
  'thirdPartyContent',
  'clearSiteData',
  'managingDirector',
  'regularPickup',
  'destructionTiming',
  'protectionLevel',
  'internship',
  'co2Basis',
  'shippingLabel',
  'freeTextLine',
  'ownerDeletes',
  'disposalProof',
  'rigParts',
  'counterfeitPharma',
  'roofDismantling',
  'plantDeregistration',
  'smallBatteryLots',
  'assetList',
  'formattingSafe',
  'tapesOptical',
  'carrierCustody',
  'setOff',
  'transitRisk',
  'fleet',
  'batteryStorage',
  'vat',
  'chatProcessing',
  'batteryWaste',
  'teamSize',
  'heldCertificates',
  'creditNote',
  'minimumQuantity',
  'siteVisit',
  'priceFactors',
  'privateSeller',
  'serviceCost',
  'dataErasure',
  'counterfeit',
  'certificate',
  'declineOffer',
  'retention',
  'certification',
  'tracking',
  'privacyRights',
  'shipping',
  'damagedBattery',
  'privatePerson',
  'extraTransport',
  'liability',
  'wasteLaw',
  'backup',
  'applicableLaw',
  'medicalResale',
  'certificateContents',
  'onSiteDestruction',
  'eraseInstead',
  'offerValidity',
  'formatting',
  'brokenModules',
  'conditionGrades',
  'ownershipProof',
  'medicalExclusions',
  'unsentUploads',
  'evBattery',
  'teamMember',
  'inspectionSteps',
  'arbitration',
  'dataProcessingAgreement',
  'unsentList',
  'leadAcid',
  'companyPurpose',
  'ewasteLaw',
  'vatId',
  'lowerReasons',
  'batteryLaw',
] as const satisfies readonly TopicName[];

type Unordered = Exclude<TopicName, (typeof TOPIC_ORDER)[number]>;
// Compile-time check that every topic has its place in the order.
const everyTopicOrdered: [Unordered] extends [never] ? true : Unordered = true;
void everyTopicOrdered;

/** The topics in the order they are tried. */
export const TOPIC_SPECS: ReadonlyArray<readonly [TopicName, TopicSpec]> = TOPIC_ORDER.map(
  (name) => [name, topicsByName[name]] as const,
);

/** Every topic's name, whatever its place in the order (for the test that the order lists each once). */
export const topicNames = Object.keys(topicsByName) as TopicName[];
