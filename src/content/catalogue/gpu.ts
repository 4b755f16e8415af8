import { l } from './localized';
import type { ProductPriceList } from './types';

/** Graphics cards and AI accelerators: market prices for used and surplus cards. */
export const gpuPriceList: ProductPriceList = {
  kind: 'products',
  id: 'gpu',
  family: 'components',
  rule: 'market',
  categories: [
    {
      id: 'gpu-geforce-40',
      name: l('NVIDIA GeForce RTX 40', 'NVIDIA GeForce RTX 40'),
      icon: 'gauge',
      accent: 'it',
      specialNote: l('Funktionsfähig, ohne Mining-Umbauten; Originalverpackung erhöht den Preis.', 'Working, without mining modifications; original packaging raises the price.'),
      items: [
        { model: 'GeForce RTX 4090', brand: 'NVIDIA', articleNumber: 'KW-GPU-0101', spec: l('24 GB GDDR6X', '24 GB GDDR6X'), price: 1800, newPrice: 1949, description: l('Ada Lovelace, Founders Edition und Partnerkarten.', 'Ada Lovelace, Founders Edition and partner cards.'), aliases: ['rtx4090', '4090'] },
        { model: 'GeForce RTX 4080 SUPER', brand: 'NVIDIA', articleNumber: 'KW-GPU-0102', spec: l('16 GB GDDR6X', '16 GB GDDR6X'), price: 750, newPrice: 1119, description: l('Ada Lovelace, Refresh 2024.', 'Ada Lovelace, 2024 refresh.'), aliases: ['rtx4080'] },
        { model: 'GeForce RTX 4070 Ti SUPER', brand: 'NVIDIA', articleNumber: 'KW-GPU-0103', spec: l('16 GB GDDR6X', '16 GB GDDR6X'), price: 520, newPrice: 889, description: l('Obere Mittelklasse mit 16 GB Speicher.', 'Upper mid-range with 16 GB of memory.'), aliases: ['rtx4070ti'] },
        { model: 'GeForce RTX 4070 SUPER', brand: 'NVIDIA', articleNumber: 'KW-GPU-0104', spec: l('12 GB GDDR6X', '12 GB GDDR6X'), price: 400, newPrice: 659, description: l('Effiziente Mittelklasse.', 'Efficient mid-range card.'), aliases: ['rtx4070'] },
      ],
    },
    {
      id: 'gpu-geforce-30',
      name: l('NVIDIA GeForce RTX 30', 'NVIDIA GeForce RTX 30'),
      icon: 'gauge',
      accent: 'it',
      specialNote: l('Auch aus Mining-Rigs, nach Funktionstest.', 'Also from mining rigs, after a function test.'),
      items: [
        { model: 'GeForce RTX 3090 Ti', brand: 'NVIDIA', articleNumber: 'KW-GPU-0201', spec: l('24 GB GDDR6X', '24 GB GDDR6X'), price: 650, newPrice: 1249, description: l('Ampere-Spitzenmodell.', 'Top Ampere model.'), aliases: ['rtx3090ti'] },
        { model: 'GeForce RTX 3090', brand: 'NVIDIA', articleNumber: 'KW-GPU-0202', spec: l('24 GB GDDR6X', '24 GB GDDR6X'), price: 600, newPrice: 1199, description: l('Ampere mit 24 GB, gefragt für KI-Inferenz.', 'Ampere with 24 GB, in demand for AI inference.'), aliases: ['rtx3090'] },
        { model: 'GeForce RTX 3080', brand: 'NVIDIA', articleNumber: 'KW-GPU-0203', spec: l('10 GB GDDR6X', '10 GB GDDR6X'), price: 320, newPrice: 699, description: l('Ampere-Oberklasse.', 'Ampere high-end card.'), aliases: ['rtx3080'] },
        { model: 'GeForce RTX 3070', brand: 'NVIDIA', articleNumber: 'KW-GPU-0204', spec: l('8 GB GDDR6', '8 GB GDDR6'), price: 220, newPrice: 499, description: l('Ampere-Mittelklasse.', 'Ampere mid-range card.'), aliases: ['rtx3070'] },
      ],
    },
    {
      id: 'gpu-workstation',
      name: l('NVIDIA RTX Workstation', 'NVIDIA RTX workstation'),
      icon: 'devices',
      accent: 'it',
      specialNote: l('Profikarten aus CAD- und Render-Arbeitsplätzen.', 'Professional cards from CAD and rendering workstations.'),
      items: [
        { model: 'RTX 6000 Ada Generation', brand: 'NVIDIA', articleNumber: 'KW-GPU-0301', spec: l('48 GB GDDR6 ECC', '48 GB GDDR6 ECC'), price: 5200, newPrice: 7999, approximate: true, description: l('Ada-Workstation-Flaggschiff.', 'Ada workstation flagship.') },
        { model: 'RTX A6000', brand: 'NVIDIA', articleNumber: 'KW-GPU-0302', spec: l('48 GB GDDR6 ECC', '48 GB GDDR6 ECC'), price: 2900, newPrice: 5499, approximate: true, description: l('Ampere-Workstation mit NVLink.', 'Ampere workstation card with NVLink.') },
        { model: 'RTX A5000', brand: 'NVIDIA', articleNumber: 'KW-GPU-0303', spec: l('24 GB GDDR6 ECC', '24 GB GDDR6 ECC'), price: 1200, newPrice: 2599, approximate: true, description: l('Ampere für Visualisierung.', 'Ampere for visualisation.') },
        { model: 'RTX 4000 Ada Generation', brand: 'NVIDIA', articleNumber: 'KW-GPU-0304', spec: l('20 GB GDDR6 ECC', '20 GB GDDR6 ECC'), price: 900, newPrice: 1549, approximate: true, description: l('Single-Slot-Karte für kompakte Workstations.', 'Single-slot card for compact workstations.') },
      ],
    },
    {
      id: 'gpu-datacenter',
      name: l('Rechenzentrum und KI-Beschleuniger', 'Data centre and AI accelerators'),
      icon: 'server',
      accent: 'it',
      specialNote: l('SXM- und PCIe-Module; Seriennummernliste beschleunigt die Bewertung.', 'SXM and PCIe modules; a serial-number list speeds up the valuation.'),
      items: [
        { model: 'Instinct MI300X', brand: 'AMD', articleNumber: 'KW-GPU-0401', spec: l('192 GB HBM3 · OAM', '192 GB HBM3 · OAM'), price: 18000, description: l('CDNA 3, für große Sprachmodelle.', 'CDNA 3, for large language models.'), aliases: ['mi300x', 'mi300'] },
        { model: 'H100 80GB PCIe', brand: 'NVIDIA', articleNumber: 'KW-GPU-0402', spec: l('80 GB HBM2e', '80 GB HBM2e'), price: 17500, description: l('Hopper für Training und Inferenz.', 'Hopper for training and inference.'), aliases: ['h100'] },
        { model: 'A100 80GB', brand: 'NVIDIA', articleNumber: 'KW-GPU-0403', spec: l('80 GB HBM2e · SXM4/PCIe', '80 GB HBM2e · SXM4/PCIe'), price: 15000, description: l('Ampere-Rechenzentrums-GPU.', 'Ampere data-centre GPU.'), aliases: ['a100'] },
        { model: 'A100 40GB', brand: 'NVIDIA', articleNumber: 'KW-GPU-0404', spec: l('40 GB HBM2 · PCIe', '40 GB HBM2 · PCIe'), price: 6500, description: l('Ampere mit 40 GB Speicher.', 'Ampere with 40 GB of memory.') },
        { model: 'L40S', brand: 'NVIDIA', articleNumber: 'KW-GPU-0405', spec: l('48 GB GDDR6 ECC', '48 GB GDDR6 ECC'), price: 5800, description: l('Ada für KI und Grafik im Rechenzentrum.', 'Ada for AI and graphics in the data centre.') },
        { model: 'Instinct MI250X', brand: 'AMD', articleNumber: 'KW-GPU-0406', spec: l('128 GB HBM2e · OAM', '128 GB HBM2e · OAM'), price: 4500, description: l('CDNA 2 für HPC.', 'CDNA 2 for HPC.'), aliases: ['mi250x'] },
      ],
    },
  ],
};
