import { formatNumber, formatPercent } from '@/lib/format';
import { claims } from '../claims';
import { figureBasis, promise } from '../promises';
import type { HomeContent } from './types';
import { illustrationSizes } from './illustrations';

const pct = (value: number) => formatPercent(value, 'en');
const num = (value: number) => formatNumber(value, 'en');

const toContact = (label: string) => ({ label, href: '#contact' as const });

export const homeEn: HomeContent = {
  hero: {
    badge: `Buy-back and recycling from Cologne · since ${claims.foundingYear}`,
    title: 'Sell your batteries and electronics fairly, recycle them safely',
    subtitle:
      'Lithium batteries, IT hardware, solar equipment and mining hardware – valued, collected and recycled with full records.',
    lead: `We buy used and defective equipment from businesses and private owners, check every item for a second life and send the rest for recycling. On working days you receive an indicative price range within ${claims.priceEstimateHours} hours.`,
    primary: toContact('Request a free valuation'),
    secondary: { label: 'Our services', href: '#main-services' },
    more: { label: 'Learn more', href: '#about' },
    points: [
      promise.freePickup(['batteries', 'itHardware'], 'en'),
      promise.valuation('en'),
      'Data carrier destruction with certificate',
      promise.payment('en'),
    ],
    image: {
      src: '/illustrations/hero-circular.svg',
      ...illustrationSizes.hero,
      alt: 'Illustration: a battery pack, a circuit board and a solar module joined in a loop of arrows',
    },
  },

  howItWorks: {
    title: 'How it works',
    steps: [
      {
        title: 'Send an inquiry',
        description: 'Photos or a list with type, quantity and condition are enough.',
        duration: promise.estimateShort('en'),
      },
      {
        title: 'Pickup',
        description: `Anywhere in Germany, batteries in ADR-compliant containers; free ${promise.freePickupThresholds(['batteries', 'itHardware'], 'en')}.`,
        duration: promise.pickupDuration('en'),
      },
      {
        title: 'Inspection and valuation',
        description: 'A binding price once condition and completeness are checked.',
        duration: promise.valuationDuration('en'),
      },
      {
        title: 'Payment and records',
        description: 'By bank transfer, with a transfer note and disposal certificate.',
        duration: promise.paymentDuration('en'),
      },
    ],
    cta: toContact('Send an inquiry now'),
  },

  about: {
    title: 'About us',
    intro:
      'A Cologne company for buy-back and recycling – with clear processes, prices we can explain and complete records.',
    tabsLabel: 'About us topics',
    tabs: [
      {
        id: 'profil',
        label: 'Company profile',
        icon: 'building',
        accent: 'brand',
        title: 'Your partner for buy-back and recycling in Cologne',
        description: `Since ${claims.foundingYear} we have been buying batteries, electronics and IT hardware and bringing them back into the loop. Our team in Cologne values, collects, inspects and documents – for businesses, public bodies and private customers.`,
        highlights: [
          `${num(claims.yearsOfExperience)} years of experience in battery and electronics recycling`,
          'In-house testing, sorting and data destruction',
          'Pickup across Germany in ADR-compliant containers',
          'One contact person from inquiry to certificate',
        ],
      },
      {
        id: 'mission',
        anchor: 'mission',
        label: 'Our mission',
        icon: 'target',
        accent: 'brand',
        title: 'What still works stays in use',
        description:
          'We first check every device for reuse. Only what can no longer be used sensibly is dismantled so that its raw materials can be recovered.',
        highlights: [
          'Reuse before recycling',
          `${pct(claims.reusedPercent)} of what we buy goes back into use`,
          'Buy-back prices explained item by item',
          'Complete records for your files',
        ],
      },
      {
        id: 'recycling',
        anchor: 'sustainability',
        label: 'Recycling & sustainability',
        icon: 'recycle',
        accent: 'brand',
        title: 'Recovering raw materials instead of mining new ones',
        description: `Lithium, cobalt, copper, gold and rare earths belong in the loop. Across all materials we achieve a recovery rate of ${pct(claims.recoveryRatePercent)}.`,
        highlights: [
          `${pct(claims.recoveryRatePercent)} recovery rate for materials`,
          `2024: ${num(claims.balance2024.co2SavedTonnes)} t less CO₂ in our own operations than in 2023`,
          `2024: ${num(claims.balance2024.lithiumTonnes)} t of lithium and ${num(claims.balance2024.rareEarthsTonnes)} t of rare earths handed over for recovery`,
          'Recycling under the ElektroG and BattDG',
        ],
      },
      {
        id: 'engagement',
        label: 'Social commitment',
        icon: 'handshake',
        accent: 'brand',
        title: 'Responsibility beyond recycling',
        description:
          'Working, data-wiped devices go to schools and charities in the region. We also train apprentices and explain how to handle lithium batteries safely.',
        highlights: [
          'Refurbished laptops for schools and clubs',
          'Apprenticeships in logistics and engineering',
          'Safety information on handling lithium batteries',
          'Cooperation with social organisations in Cologne',
        ],
      },
      {
        id: 'vision',
        anchor: 'vision',
        label: 'Vision',
        icon: 'eye',
        accent: 'brand',
        title: `A circular economy as the norm by ${claims.goals2030.climateNeutralYear}`,
        description: `By ${claims.goals2030.climateNeutralYear} we aim to keep ${num(claims.goals2030.devices)} devices in the loop and run a climate-neutral operation.`,
        highlights: [
          `${num(claims.goals2030.devices)}+ devices in the loop by 2030`,
          `Climate-neutral operation by ${claims.goals2030.climateNeutralYear}`,
          'Second-life storage from vehicle batteries',
          'Records for every kilogram recycled',
        ],
      },
    ],
  },

  stats: {
    note: `${figureBasis('devicesRecycled', 'en')} ${figureBasis('reuseShares', 'en')}`,
    title: 'Facts and figures',
    facts: [
      { value: `${num(claims.yearsOfExperience)}+`, label: 'years of experience' },
      { value: `${num(claims.devicesRecycled)}+`, label: 'devices and parts processed' },
      { value: pct(claims.reusedPercent), label: 'reused' },
      { value: pct(claims.recycledPercent), label: 'recycled' },
    ],
  },

  lithium: {
    title: 'Lithium Battery Solutions',
    intro:
      'As lithium battery specialists we buy packs from e-mobility, solar storage and industry – tested for a second life, transported under ADR and recycled under the BattDG.',
    devicesLabel: 'What we take',
    link: { label: 'More on lithium batteries', href: '/lithium-batterien' },
    categories: [
      {
        title: 'E-mobility batteries',
        icon: 'car',
        accent: 'energy',
        devices: [
          'Traction batteries from electric cars',
          'E-bike and pedelec batteries',
          'E-scooter batteries',
          'Hybrid battery modules',
        ],
        specs: [
          { label: 'Battery type', value: 'Lithium-ion' },
          { label: 'Voltage', value: '36–800 V' },
        ],
        specialNote: 'Damaged packs too: transported in ADR-compliant safety containers.',
        cta: toContact('Get your battery valued'),
      },
      {
        title: 'Energy storage (solar)',
        icon: 'solarPanel',
        accent: 'solar',
        devices: [
          'Home solar storage',
          'Commercial and community storage',
          'Battery modules with BMS',
          'Hybrid inverters with storage',
        ],
        specs: [
          { label: 'Battery type', value: 'Lithium iron phosphate (LFP)' },
          { label: 'Capacity', value: '5–200 kWh' },
        ],
        specialNote: 'Second-life testing: working modules go back into service.',
        cta: toContact('Get your battery valued'),
      },
      {
        title: 'Industrial storage',
        icon: 'factory',
        accent: 'energy',
        devices: [
          'UPS systems',
          'Forklift batteries',
          'Telecom backup storage',
          'Batteries from automated guided vehicles',
        ],
        specs: [
          { label: 'Battery type', value: 'Lithium-ion, LFP' },
          { label: 'Voltage', value: '12–48 V' },
        ],
        specialNote: 'On-site dismantling and pickup by appointment.',
        cta: toContact('Get your battery valued'),
      },
    ],
  },

  miners: {
    title: 'Bitcoin Miner Solutions',
    intro:
      'We buy ASIC miners, GPU rigs and complete mining installations – working or defective. We value them by hashrate, efficiency and condition.',
    devicesLabel: 'Typical equipment',
    link: { label: 'More on selling miners', href: '/bitcoin-miner-recycling' },
    categories: [
      {
        title: 'ASIC miners',
        icon: 'bitcoin',
        accent: 'mining',
        devices: [
          'Bitmain Antminer S19 and S21',
          'MicroBT Whatsminer M30 to M60',
          'Canaan Avalon A13 and A14',
          'Single hashboards and controllers',
        ],
        specs: [
          { label: 'Hashrate', value: '14–270 TH/s per unit' },
          { label: 'Value', value: 'by hashrate, efficiency (J/TH) and condition' },
        ],
        specialNote: 'Defective units too: we value hashboards individually.',
        cta: toContact('Get your miner valued'),
      },
      {
        title: 'GPU mining rigs',
        icon: 'gpu',
        accent: 'mining',
        devices: [
          'Rigs with NVIDIA GeForce RTX 30 and 40',
          'Rigs with AMD Radeon RX 6000 and 7000',
          'Mining motherboards and risers',
          'Server power supplies',
        ],
        specs: [
          { label: 'Hashrate', value: 'depends on the graphics cards' },
          { label: 'Value', value: 'GPUs, motherboard and PSU valued individually' },
        ],
        specialNote: 'We buy complete rigs or individual parts.',
        cta: toContact('Get your miner valued'),
      },
      {
        title: 'Industrial miners',
        icon: 'factory',
        accent: 'mining',
        devices: [
          'Mining containers',
          'Hydro and immersion miners',
          'PDUs and transformers',
          'Cooling and ventilation',
        ],
        specs: [
          { label: 'Hashrate', value: 'from 1 PH/s in total' },
          { label: 'Value', value: 'package valuation for whole sites' },
        ],
        specialNote: 'Dismantling and removal of complete sites.',
        cta: toContact('Get your miner valued'),
      },
    ],
  },

  gallery: {
    title: 'A look at our work',
    intro: 'From battery pack to server rack: this is how your equipment moves through our process.',
    cards: [
      {
        image: {
          src: '/illustrations/battery-packs.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: three lithium battery packs with charge indicators',
        },
        title: 'Battery intake',
        description: 'We check and secure lithium batteries on arrival and sort them by cell chemistry.',
      },
      {
        image: {
          src: '/illustrations/circuit-board.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: a circuit board with a processor and traces',
        },
        title: 'Boards and components',
        description: 'Circuit boards, processors and memory are sorted and valued by their material content.',
      },
      {
        image: {
          src: '/illustrations/solar-modules.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: two solar modules under the sun',
        },
        title: 'Solar and storage',
        description: 'We first check modules, inverters and home storage systems for reuse.',
      },
      {
        image: {
          src: '/illustrations/server-rack.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: a server rack with drive bays and status lights',
        },
        title: 'Data centre decommissioning',
        description: 'We dismantle servers and network equipment on site – with an inventory and data erasure.',
      },
      {
        image: {
          src: '/illustrations/pickup-truck.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: a van with a dangerous-goods placard',
        },
        title: 'Pickup across Germany',
        description: 'We collect anywhere in Germany, dangerous goods in ADR-compliant containers.',
      },
      {
        image: {
          src: '/illustrations/shredder.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: a shredder destroying data carriers',
        },
        title: 'Destruction with proof',
        description: 'We destroy data carriers and counterfeit goods verifiably and issue a certificate.',
      },
    ],
  },

  services: {
    title: 'Our core services',
    intro: 'Six areas in which we buy and recycle. Every inquiry gets an indicative, non-binding assessment.',
    cards: [
      {
        icon: 'battery',
        accent: 'energy',
        title: 'Lithium batteries',
        description:
          'As lithium battery specialists we buy and recycle lithium-ion packs from e-mobility, storage and industry.',
        features: [
          'Second-life testing',
          'ADR-compliant pickup',
          'Recycling under the BattDG',
          'Recovery of lithium, cobalt and nickel',
          'Certificate of disposal',
        ],
        actions: [toContact('Send an inquiry'), { label: 'View service', href: '/lithium-batterien' }],
      },
      {
        icon: 'cpu',
        accent: 'it',
        title: 'CPU and RAM purchase',
        description: 'Processors and memory from desktops, workstations and servers – single items or whole lots.',
        features: [
          'Intel Core and Xeon',
          'AMD Ryzen, Threadripper and EPYC',
          'DDR3 to DDR5 modules',
          'Price lists with indicative maximum prices',
        ],
        actions: [toContact('Send an inquiry'), { label: 'View prices', href: '/cpu-ram-ankauf' }],
      },
      {
        icon: 'microchip',
        accent: 'it',
        title: 'IC components and semiconductors',
        description: 'Excess stock, remaining lots and rejects of integrated circuits and semiconductors.',
        features: [
          'Excess stock in original packaging',
          'Special semiconductors made of GaN, SiC and GaAs',
          'Valued by manufacturer and date code',
          'Recovery of precious metals',
        ],
        actions: [toContact('Send an inquiry'), { label: 'View service', href: '/elektronische-bauteile' }],
      },
      {
        icon: 'gpu',
        accent: 'it',
        title: 'GPU cards',
        description: 'Gaming, workstation and data-centre GPUs, including cards from mining operations.',
        features: [
          'NVIDIA GeForce RTX and RTX Ada',
          'AMD Radeon RX',
          'Data-centre GPUs such as the A100 and H100',
          'Function test before purchase',
        ],
        actions: [toContact('Send an inquiry'), { label: 'View prices', href: '/grafikkarten-ankauf' }],
      },
      {
        icon: 'circuitBoard',
        accent: 'brand',
        title: 'Circuit board recovery',
        description:
          'Populated boards from equipment and production, recycled according to their precious-metal content.',
        features: [
          'Motherboards and expansion cards',
          'Production scrap and faulty batches',
          'Recovery of gold, silver and palladium',
          'Settled by weight and grade',
        ],
        actions: [toContact('Send an inquiry'), { label: 'View service', href: '/elektroschrott-recycling' }],
      },
      {
        icon: 'bitcoin',
        accent: 'mining',
        title: 'Bitcoin miner purchase',
        description: 'ASIC miners, GPU rigs and industrial mining installations, working or defective.',
        features: [
          'ASIC miners from the common manufacturers',
          'GPU rigs complete or dismantled',
          'Defective hashboards too',
          'Dismantling of whole sites',
        ],
        actions: [toContact('Send an inquiry'), { label: 'View service', href: '/bitcoin-miner-recycling' }],
      },
    ],
  },

  medical: {
    title: 'Medical Technology Solutions',
    intro:
      'We take decommissioned medical equipment from hospitals, practices and laboratories – with GDPR-compliant destruction of patient data and complete documentation.',
    devicesLabel: 'Devices',
    link: { label: 'More on medical technology recycling', href: '/medizintechnik-recycling' },
    categories: [
      {
        title: 'Diagnostic equipment',
        icon: 'scan',
        accent: 'medical',
        devices: ['CT', 'MRI', 'X-ray equipment', 'Ultrasound systems', 'ECG devices', 'Laboratory analysers'],
        specs: [{ label: 'We check', value: 'CE marking and service records (MDR)' }],
        specialNote: 'We remove data carriers on site and destroy them with a record.',
      },
      {
        title: 'Monitoring and intensive care',
        icon: 'heartPulse',
        accent: 'medical',
        devices: ['Patient monitors', 'Ventilators', 'Infusion pumps', 'Defibrillators', 'Dialysis machines'],
        specs: [{ label: 'We record', value: 'Software version and serial number (IEC 62304)' }],
        specialNote: 'Device software and stored readings are erased and documented.',
      },
      {
        title: 'Mobile medical technology',
        icon: 'stethoscope',
        accent: 'medical',
        devices: [
          'Portable ultrasound',
          'Portable ECG devices',
          'Medical tablets',
          'Vital-sign monitors',
          'Hearing systems',
        ],
        specs: [{ label: 'We keep', value: 'Approval documents for resale' }],
        specialNote: 'Batteries are removed and recycled under the BattDG.',
      },
    ],
    badgesTitle: 'Rules we work to',
    badges: [
      { label: 'Data processing agreement under Art.\u00a028 GDPR' },
      { label: 'Data destruction to DIN 66399' },
      { label: 'Resale only with CE marking and service records' },
    ],
    cta: toContact('Medical technology consultation'),
    note: 'Patient data destroyed with a record',
  },

  scooter: {
    title: 'E-Scooter & E-Bike Solutions',
    intro:
      'We take back batteries from e-scooters, e-bikes and other light vehicles from dealers, workshops and fleet operators – damaged ones too.',
    devicesLabel: 'For example',
    link: { label: 'More on scooter battery disposal', href: '/scooter-entsorgung' },
    categories: [
      {
        title: 'E-scooter batteries',
        icon: 'zap',
        accent: 'energy',
        devices: [
          'Xiaomi Electric Scooter',
          'Segway-Ninebot',
          'Swappable batteries from sharing fleets',
          'Aftermarket batteries',
        ],
        specs: [
          { label: 'Capacity', value: '187–551 Wh' },
          { label: 'Cell chemistry', value: 'Lithium-ion' },
        ],
        specialNote: 'Swollen or damaged batteries too.',
      },
      {
        title: 'E-bike batteries',
        icon: 'bike',
        accent: 'energy',
        devices: ['Bosch PowerPack and PowerTube', 'Shimano STEPS', 'Yamaha', 'Brose'],
        specs: [
          { label: 'Capacity', value: '300–750 Wh' },
          { label: 'Cell chemistry', value: 'Lithium-ion' },
        ],
        specialNote: 'Cells with enough remaining capacity get a second life.',
      },
      {
        title: 'Micromobility',
        icon: 'battery',
        accent: 'energy',
        devices: ['Hoverboards', 'E-skateboards', 'Electric unicycles', 'Electric ride-ons for children'],
        specs: [
          { label: 'Capacity', value: '36–216 Wh' },
          { label: 'Cell chemistry', value: 'Li-Po / Li-ion' },
        ],
        specialNote: 'Collection containers for dealers on request.',
      },
    ],
    stepsTitle: 'Disposed of in three steps',
    steps: [
      {
        title: 'Free valuation',
        description: 'Send us photos and details of the type, number and condition of the batteries.',
        duration: promise.estimateShort('en'),
      },
      {
        title: 'Safe pickup',
        description: 'We collect anywhere in Germany in ADR-compliant dangerous-goods containers.',
        duration: promise.pickupDuration('en'),
      },
      {
        title: 'Professional recycling',
        description: 'Testing, dismantling and recycling – with a certificate of disposal for your records.',
        duration: '5–7 working days',
      },
    ],
    pickupNote: promise.freePickup(['batteries'], 'en'),
    cta: toContact('Get your batteries valued'),
  },

  semiconductors: {
    title: 'Semiconductor Solutions',
    intro:
      'Integrated circuits, circuit boards and special semiconductors contain gold, silver, palladium, gallium and rare earths. We value excess stock and rejects and send them to material recovery.',
    devicesLabel: 'For example',
    categories: [
      {
        title: 'ICs and semiconductors',
        icon: 'microchip',
        accent: 'it',
        devices: [
          'Microcontrollers and processors',
          'Memory chips (DRAM, NAND)',
          'Power semiconductors',
          'Sensors and analogue ICs',
        ],
        specs: [
          { label: 'Materials', value: 'Gold, silver, palladium' },
          { label: 'Valuation', value: 'by manufacturer, type and date code' },
        ],
        specialNote: 'We buy stock in original packaging as goods for resale.',
      },
      {
        title: 'Circuit boards',
        icon: 'circuitBoard',
        accent: 'it',
        devices: ['Motherboards', 'Server and network boards', 'Populated production scrap', 'Expansion cards'],
        specs: [
          { label: 'Materials', value: 'Copper, gold, tin' },
          { label: 'Valuation', value: 'by weight and board grade' },
        ],
        specialNote: 'Every delivery is graded by precious-metal content.',
      },
      {
        title: 'Special semiconductors',
        icon: 'sparkles',
        accent: 'it',
        devices: ['GaN power transistors', 'SiC MOSFETs and diodes', 'GaAs RF components', 'Wafers and broken wafers'],
        specs: [
          { label: 'Materials', value: 'GaN, SiC, GaAs' },
          { label: 'Valuation', value: 'individual valuation' },
        ],
        specialNote: 'Gallium and arsenic are recovered separately.',
      },
    ],
    // The company's figures with their basis (shown under them), not rates per material.
    benefitsTitle: 'What becomes of what we buy',
    benefits: [
      {
        title: 'Reuse',
        description: 'of what we buy goes back into use after testing',
        percentage: claims.reusedPercent,
      },
      {
        title: 'Recycling',
        description: 'of what we buy goes into material recycling',
        percentage: claims.recycledPercent,
      },
      {
        title: 'Recovery',
        description: 'recovery rate for materials in recycling',
        percentage: claims.recoveryRatePercent,
      },
    ],
    cta: toContact('Get your components valued'),
  },

  cpuRam: {
    title: 'CPU & RAM Solutions',
    intro:
      'We buy processors, memory and complete servers as single items or lots. Current generations are valued at the day’s price.',
    devicesLabel: 'We buy',
    link: { label: 'CPU and RAM purchase', href: '/cpu-ram-ankauf' },
    categories: [
      {
        title: 'CPUs and RAM',
        icon: 'cpu',
        accent: 'it',
        devices: [
          'Intel Core i5, i7 and i9',
          'AMD Ryzen and Threadripper',
          'DDR4 and DDR5 modules',
          'ECC registered memory',
        ],
        specs: [
          { label: 'Generations', value: 'Intel Core 8th gen and later, AMD Ryzen 3000 and later' },
          { label: 'Value', value: 'The newer the generation, the higher the price' },
        ],
      },
      {
        title: 'Server hardware',
        icon: 'server',
        accent: 'it',
        devices: ['Dell PowerEdge', 'HPE ProLiant', 'Lenovo ThinkSystem', 'Cisco UCS'],
        specs: [
          { label: 'Generations', value: 'Intel Xeon Scalable, AMD EPYC' },
          { label: 'Value', value: 'Complete systems and individual components' },
        ],
        specialNote: 'We erase or destroy data carriers verifiably.',
      },
      {
        title: 'Gaming hardware',
        icon: 'gamepad',
        accent: 'it',
        devices: ['Graphics cards', 'Gaming PCs', 'Games consoles', 'High-end motherboards'],
        specs: [
          { label: 'Generations', value: 'NVIDIA RTX 20 to 40, AMD RX 6000 and 7000' },
          { label: 'Value', value: 'Current graphics cards are in high demand' },
        ],
      },
    ],
    cta: toContact('Get your hardware valued'),
  },

  battery: {
    icon: 'batteryCharging',
    accent: 'energy',
    eyebrow: 'Battery recycling',
    title: 'Dispose of or sell batteries – under the BattDG',
    text: 'Portable, industrial or traction batteries: we handle collection, transport and recycling and issue the records that Germany’s Battery Act (BattDG) requires.',
    points: [
      'Collection containers and dangerous-goods packaging',
      'Transport under ADR',
      'Certificates of disposal and recycling',
      'Buy-back of storage systems with residual value',
    ],
    primary: toContact('Register batteries'),
    secondary: { label: 'Battery storage buy-back', href: '/batteriespeicher-ankauf-recycling' },
  },

  premium: {
    icon: 'sun',
    accent: 'solar',
    eyebrow: 'Premium buy-back',
    title: 'Solar modules, inverters and storage with a price list',
    text: `We buy new and used solar equipment: ${promise.shares('en')} – non-binding, subject to inspection of condition and completeness.`,
    points: [
      'Huawei, BYD, Tesla, SMA, Fronius and other brands',
      'Dismantling and pickup on request',
      promise.payment('en'),
      'Price lists with date and conditions',
    ],
    primary: toContact('Ask for a buy-back price'),
    secondary: { label: 'Browse manufacturers', href: '/erneuerbare-energien-ankauf' },
  },

  closing: {
    title: 'Ready for a sustainable future?',
    text: `Have your electronic components, batteries and IT hardware valued free of charge. On working days you get a non-binding estimate within ${claims.priceEstimateHours} hours.`,
    primary: toContact('Request a free valuation'),
    secondary: { label: 'Call us', href: 'phone' },
  },

  keywords: [
    'battery recycling Cologne',
    'sell lithium batteries',
    'e-waste recycling',
    'sell CPUs',
    'sell RAM',
    'sell graphics cards',
    'sell Bitcoin miners',
    'medical equipment recycling',
    'e-scooter battery disposal',
    'semiconductor recycling',
    'sell solar modules',
    'data destruction',
  ],
};
