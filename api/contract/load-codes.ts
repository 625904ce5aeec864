import { defineCodes, type CodeOf } from './codes';

/** Load designations of spec 2 §9; labels are the spec's. */
export const {
  codes: LoadDesignation,
  values: loadDesignationCodes,
  options: loadDesignationOptions,
  schema: loadDesignationSchema,
  label: loadDesignationLabel,
} = defineCodes([
  ['Broker', 1],
  ['California', 2],
  ['East', 3],
  ['OregonWashington', 4, 'Oregon/Washington'],
  ['Pickup', 5],
  ['Inbound', 6],
  ['Project', 7],
  ['Rail', 8],
  ['RailBroker', 9, 'Rail Broker'],
  ['StorageTrailer', 10, 'Storage Trailer'],
  ['TankerFlatbed', 11, 'Tanker/Flatbed'],
  ['Transfer', 12],
  ['WestBound', 13, 'West Bound'],
  ['OutsideCarrierInbound', 14, 'Outside Carrier Inbound'],
  ['BrokerInbound', 15, 'Broker Inbound'],
  ['DirectToTrade', 16, 'Direct to Trade'],
]);
export type LoadDesignationCode = CodeOf<typeof LoadDesignation>;

export const {
  codes: LoadType,
  options: loadTypeOptions,
  schema: loadTypeSchema,
  label: loadTypeLabel,
} = defineCodes([
  ['TL', 0],
  ['LTL', 1],
]);
export type LoadTypeCode = CodeOf<typeof LoadType>;

export const {
  codes: TrailerType,
  options: trailerTypeOptions,
  schema: trailerTypeSchema,
  label: trailerTypeLabel,
} = defineCodes([
  ['Dry', 1],
  ['Reefer', 2],
]);
export type TrailerTypeCode = CodeOf<typeof TrailerType>;

export const {
  codes: LoadStopType,
  options: loadStopTypeOptions,
  schema: loadStopTypeSchema,
  label: loadStopTypeLabel,
} = defineCodes([
  ['Pickup', 1],
  ['Delivery', 2],
]);
export type LoadStopTypeCode = CodeOf<typeof LoadStopType>;
