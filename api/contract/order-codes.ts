import { defineCodes, type CodeOf } from './codes';

/** Order types of spec 2 §9, exactly as listed; the labels are the names as a person reads them (issue #10). */
export const {
  codes: OrderType,
  values: orderTypeCodes,
  options: orderTypeOptions,
  schema: orderTypeSchema,
  label: orderTypeLabel,
} = defineCodes([
  ['CaConsol', 1, 'CA Consol'],
  ['EastConsol', 2, 'East Consol'],
  ['OrConsol', 3, 'OR Consol'],
  ['OwbConsol', 4, 'OWB Consol'],
  ['WaConsol', 5, 'WA Consol'],
  ['WyConsol', 6, 'WY Consol'],
  ['ToCaFtl', 7, 'To CA FTL'],
  ['FromCaFtl', 8, 'From CA FTL'],
  ['LocalFtl', 9, 'Local FTL'],
  ['InboundForCrossDock', 10, 'Inbound for Cross Dock'],
  ['InboundStorage', 11, 'Inbound Storage'],
  ['InboundForWineco', 12, 'Inbound for Wineco'],
  ['Flatbed', 13],
  ['Pickup', 14],
  ['RTV', 15],
  ['Tanker', 16],
  ['Barrels', 17],
  ['Glass', 18],
  ['Broker', 19],
  ['Project', 20],
  ['WvwaAuction', 21, 'WVWA Auction'],
  ['Special', 22],
  ['DirectToTrade', 23, 'Direct to Trade'],
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
