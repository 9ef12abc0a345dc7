import type { HallAddOnKey, HallBlockTimes } from '@shared/hall-events';

/** `GET /api/hall/info`: what the request form needs of the hall's settings (docs/api.md). */
export interface HallInfoDto {
  leadDays: number;
  horizonMonths: number;
  blocks: HallBlockTimes;
  confirmByEmail: boolean;
  /** The first and last dates a request is taken for, in the restaurant's time zone. */
  firstBookableDate: string;
  lastBookableDate: string;
  /** "9.875" */
  taxRate: string;
  depositPercent: number;
  addOns: { key: HallAddOnKey; price: string; kind: 'service' | 'rental' }[];
}
