import { defineCodes, type CodeOf } from './codes';

/** Order types of spec 2 §9, exactly as listed. */
export const {
  codes: OrderType,
  values: orderTypeCodes,
  options: orderTypeOptions,
  schema: orderTypeSchema,
  label: orderTypeLabel,
} = defineCodes([
  ['CaConsol', 1],
  ['EastConsol', 2],
  ['OrConsol', 3],
  ['OwbConsol', 4],
  ['WaConsol', 5],
  ['WyConsol', 6],
  ['ToCaFtl', 7],
  ['FromCaFtl', 8],
  ['LocalFtl', 9],
  ['InboundForCrossDock', 10],
  ['InboundStorage', 11],
  ['InboundForWineco', 12],
  ['Flatbed', 13],
  ['Pickup', 14],
  ['RTV', 15],
  ['Tanker', 16],
  ['Barrels', 17],
  ['Glass', 18],
  ['Broker', 19],
  ['Project', 20],
  ['WvwaAuction', 21],
  ['Special', 22],
  ['DirectToTrade', 23],
]);
export type OrderTypeCode = CodeOf<typeof OrderType>;

/** Unit types of spec 2 §9; labels are the spec's. */
export const {
  codes: UnitType,
  values: unitTypeCodes,
  options: unitTypeOptions,
  schema: unitTypeSchema,
  label: unitTypeLabel,
} = defineCodes([
  ['Cases', 1],
  ['TwelvePackCase', 2, '12 Pk Case'],
  ['SixPackCase', 3, '6 Pk Case'],
  ['Pallet', 4],
  ['TwelvePackCan', 5, '12 Pk Can'],
  ['TwentyFourPackCan', 6, '24 Pk Can'],
  ['Keg', 7],
  ['Lbs', 8],
  ['Tote', 9],
  ['Tanker', 10],
]);
export type UnitTypeCode = CodeOf<typeof UnitType>;

/** "Unit type defaults to the twelve-pack case." */
export const defaultUnitType: UnitTypeCode = UnitType.TwelvePackCase;
