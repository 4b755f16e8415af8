import type { RoutePath } from '../routes';
import type { PriceListId } from './types';

/** The page that shows each price list. */
export const priceListPaths = {
  intel: '/intel-prozessoren-ankauf',
  amd: '/amd-prozessoren-ankauf',
  gpu: '/grafikkarten-ankauf',
  servers: '/server-hardware-ankauf',
  memory: '/speicher-ssd-ankauf',
  network: '/netzwerk-hardware-ankauf',
  'huawei-solar': '/huawei-solar-ankauf',
  'byd-storage': '/byd-energiespeicher-ankauf',
  tesla: '/tesla-energy-ankauf',
  sma: '/sma-wechselrichter-ankauf',
  fronius: '/fronius-wechselrichter-ankauf',
  'premium-modules': '/solarmodule-premium-ankauf',
  huawei: '/huawei-ankauf-recycling',
  byd: '/byd-hvm-hvs-ankauf-recycling',
  'battery-storage': '/batteriespeicher-ankauf-recycling',
  'solar-main': '/solarankauf-main',
  inverters: '/wechselrichter-ankauf-alle-marken',
  modules: '/solarmodule-ankauf-recycling',
  'solar-services': '/solarkomponenten-ankauf-service',
} as const satisfies Record<PriceListId, RoutePath>;
