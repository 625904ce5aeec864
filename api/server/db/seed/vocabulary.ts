/** Words the demo data is made of: a wine and beverage distribution business in the US West and beyond. */

export interface City {
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly area: string;
}

const city = (c: string, state: string, zip: string, area: string): City => ({ city: c, state, zip, area });

/** Wine country: where producers (pickups) are. */
export const producerCities: readonly City[] = [
  city('McMinnville', 'OR', '97128', '503'),
  city('Newberg', 'OR', '97132', '503'),
  city('Dundee', 'OR', '97115', '503'),
  city('Carlton', 'OR', '97111', '503'),
  city('Dayton', 'OR', '97114', '503'),
  city('Salem', 'OR', '97304', '503'),
  city('Medford', 'OR', '97501', '541'),
  city('Hood River', 'OR', '97031', '541'),
  city('Eugene', 'OR', '97402', '541'),
  city('Woodinville', 'WA', '98072', '425'),
  city('Walla Walla', 'WA', '99362', '509'),
  city('Prosser', 'WA', '99350', '509'),
  city('Yakima', 'WA', '98901', '509'),
  city('Richland', 'WA', '99352', '509'),
  city('Napa', 'CA', '94558', '707'),
  city('Healdsburg', 'CA', '95448', '707'),
  city('Sonoma', 'CA', '95476', '707'),
  city('Paso Robles', 'CA', '93446', '805'),
  city('Lodi', 'CA', '95240', '209'),
  city('Caldwell', 'ID', '83605', '208'),
];

/** Where orders go: distributors, retailers and restaurants across the country, the West most. */
export const destinationCities: readonly City[] = [
  city('Portland', 'OR', '97217', '503'),
  city('Portland', 'OR', '97211', '503'),
  city('Beaverton', 'OR', '97005', '503'),
  city('Bend', 'OR', '97701', '541'),
  city('Tualatin', 'OR', '97062', '503'),
  city('Seattle', 'WA', '98108', '206'),
  city('Seattle', 'WA', '98134', '206'),
  city('Kent', 'WA', '98032', '253'),
  city('Tacoma', 'WA', '98421', '253'),
  city('Spokane', 'WA', '99202', '509'),
  city('Vancouver', 'WA', '98661', '360'),
  city('San Francisco', 'CA', '94124', '415'),
  city('Oakland', 'CA', '94607', '510'),
  city('Los Angeles', 'CA', '90021', '213'),
  city('San Diego', 'CA', '92121', '858'),
  city('Sacramento', 'CA', '95811', '916'),
  city('Fresno', 'CA', '93721', '559'),
  city('Boise', 'ID', '83702', '208'),
  city('Reno', 'NV', '89502', '775'),
  city('Las Vegas', 'NV', '89118', '702'),
  city('Phoenix', 'AZ', '85034', '602'),
  city('Denver', 'CO', '80216', '303'),
  city('Salt Lake City', 'UT', '84104', '801'),
  city('Cheyenne', 'WY', '82001', '307'),
  city('Billings', 'MT', '59101', '406'),
  city('Anchorage', 'AK', '99501', '907'),
  city('Dallas', 'TX', '75207', '214'),
  city('Houston', 'TX', '77002', '713'),
  city('Chicago', 'IL', '60607', '312'),
  city('Minneapolis', 'MN', '55413', '612'),
  city('New York', 'NY', '10013', '212'),
  city('Brooklyn', 'NY', '11222', '718'),
  city('Secaucus', 'NJ', '07094', '201'),
  city('Boston', 'MA', '02118', '617'),
  city('Atlanta', 'GA', '30318', '404'),
  city('Miami', 'FL', '33136', '305'),
];

/** The warehouse: one flagged location, in Portland's industrial north-east. */
export const warehouseCity: City = city('Portland', 'OR', '97218', '503');
export const warehouseName = 'NWDS Warehouse';

export const streetNames: readonly string[] = [
  'NE Columbia Blvd', 'N Lombard St', 'SE Water Ave', 'NW Front Ave', 'Industrial Way', 'Commerce Dr',
  'Vineyard Ln', 'Winery Rd', 'Orchard Ave', 'Cellar Ct', 'Railroad Ave', 'Harbor Way', 'Airport Rd',
  'Main St', 'Oak St', 'River Rd', 'Hillcrest Dr', 'Valley View Rd', 'Distribution Pkwy', 'Logistics Blvd',
  'Warehouse Ave', 'Market St', '1st Ave S', '4th Ave S', 'E Marginal Way S', 'Pacific Hwy', 'Foothill Blvd',
];

export const firstNames: readonly string[] = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sophia', 'Lucas', 'Isabella', 'Ethan', 'Mia', 'James',
  'Amelia', 'Benjamin', 'Harper', 'Elijah', 'Evelyn', 'Daniel', 'Abigail', 'Henry', 'Emily', 'Jackson', 'Ella',
  'Sebastian', 'Grace', 'Samuel', 'Chloe', 'Owen', 'Lily', 'Gabriel', 'Nora', 'Carter', 'Zoe', 'Wyatt', 'Maya',
  'Julian', 'Rosa', 'Hiro', 'Priya', 'Diego', 'Ingrid', 'Tomas', 'Keiko', 'Marcus', 'Fatima', 'Andre', 'Leah',
];

export const lastNames: readonly string[] = [
  'Anderson', 'Bennett', 'Castillo', 'Dawson', 'Eriksen', 'Fischer', 'Garcia', 'Hayes', 'Ibarra', 'Jensen',
  'Kowalski', 'Larsen', 'Morales', 'Nakamura', 'Olsen', 'Patel', 'Quinn', 'Ramirez', 'Sorensen', 'Tran',
  'Underwood', 'Vasquez', 'Whitman', 'Yamamoto', 'Zimmerman', 'Brooks', 'Chen', 'Delgado', 'Foster', 'Gallagher',
  'Holt', 'Kim', 'Lindgren', 'Murphy', 'Nguyen', 'Okafor', 'Pereira', 'Reyes', 'Schultz', 'Thompson', 'Walsh',
];

/** Producer names: `<place> <feature> <kind>`. */
export const producerPlaces: readonly string[] = [
  'Willamette', 'Eola', 'Chehalem', 'Ribbon', 'Yamhill', 'Columbia', 'Horse Heaven', 'Red Mountain', 'Rattlesnake',
  'Snake River', 'Rogue', 'Applegate', 'Umpqua', 'Carneros', 'Russian River', 'Alexander', 'Dry Creek', 'Santa Lucia',
  'Sierra', 'Cascade', 'Mt. Hood', 'Wahluke', 'Mokelumne', 'Anderson', 'Mendocino', 'Laurelwood', 'Tualatin', 'Puget',
];
export const producerFeatures: readonly string[] = [
  'Ridge', 'Hills', 'Valley', 'Bench', 'Creek', 'Oak', 'Crest', 'Terrace', 'Hollow', 'Falls', 'Meadow', 'Rock',
  'Springs', 'Butte', 'Gap', 'Slope', 'Vista', 'Bluff',
];
export const producerKinds: readonly (readonly [string, number])[] = [
  ['Vineyards', 5], ['Cellars', 5], ['Winery', 4], ['Wine Co.', 2], ['Estate', 2], ['Brewing Co.', 2],
  ['Cider Works', 1], ['Distillery', 1],
];

/** Customer (account) names besides producers: importers, distributors, négociants. */
export const customerPatterns: readonly string[] = [
  '{last} Wine Imports', '{last} & {last2} Selections', '{place} Wine Merchants', '{last} Beverage Group',
  '{place} Fine Wine Distributing', '{last} Family Wines', '{place} Négociants',
];

export const destinationKinds: readonly (readonly [string, number])[] = [
  ['Distributing', 5], ['Beverage Distributors', 3], ['Wine & Spirits', 3], ['Fine Wine Warehouse', 2],
  ['Bottle Shop', 2], ['Market', 2], ['Bistro', 1], ['Grill', 1], ['Hotel & Spa', 1], ['Cold Storage', 1],
];
export const destinationPrefixes: readonly string[] = [
  'Bridgetown', 'Pacific', 'Emerald City', 'Golden Gate', 'Sunset', 'Harbor', 'Summit', 'Evergreen', 'Redwood',
  'Desert Bloom', 'Front Range', 'Great Lakes', 'Lone Star', 'Empire', 'Bay State', 'Peachtree', 'Coastal',
  'Northstar', 'Basin', 'Mesa', 'Rainier', 'Alder', 'Juniper', 'Granite', 'Union', 'Liberty',
];

export const carrierPatterns: readonly string[] = [
  '{last} Trucking', '{place} Freight Lines', '{place} Logistics', '{last} Transport LLC', '{place} Express',
  '{last} & Sons Hauling', '{place} Refrigerated', '{last} Carriers Inc.',
];
export const carrierPlaces: readonly string[] = [
  'Cascade', 'Columbia', 'Pacific Northwest', 'Sierra', 'Golden State', 'Interstate', 'Coastline', 'Blue Mountain',
  'Silver State', 'Big Sky', 'Rocky Mountain', 'Western', 'Redline', 'Timberline', 'Three Rivers', 'Orchard',
];
export const insuranceProviders: readonly string[] = [
  'Progressive Commercial', 'Great West Casualty', 'Northland Insurance', 'Sentry Insurance', 'Travelers',
  'Canal Insurance', 'National Interstate',
];

export const orderSpecials: readonly string[] = [
  'Liftgate required at delivery.',
  'Keep temperature controlled (55-60 °F).',
  'Call receiver 24 hours before delivery.',
  'Fragile: glass. Do not double stack.',
  'Deliver to the loading dock at the rear.',
  'Pallets must be shrink-wrapped.',
  'Receiving hours 7 AM to 1 PM only.',
  'Appointment required; reference the PO number.',
];

export const orderNoteTexts: readonly string[] = [
  'Customer called to confirm the delivery window.',
  'Producer says the order will be ready two days early.',
  'Waiting on release from the producer before pickup.',
  'Receiver asked for a morning delivery.',
  'Pallet count changed; confirmed with the customer.',
  'BOL emailed to the receiver.',
  'Case count verified at the warehouse.',
  'Appointment confirmed with receiving.',
  'Customer requested the order to be held until further notice.',
  'Damaged case replaced before staging.',
  'Consolidating with the other orders for this destination.',
  'Label mismatch on two cases; producer is sending new labels.',
];
export const loadNoteTexts: readonly string[] = [
  'Driver checked in at the first pickup.',
  'Reefer set to 55 °F.',
  'Carrier confirmed the rate by email.',
  'Running about two hours behind schedule.',
  'Trailer swapped at the yard.',
  'Receiver rescheduled the appointment to the afternoon.',
  'Signed POD received.',
];
export const customerNoteTexts: readonly string[] = [
  'Prefers consolidation shipments on Tuesdays.',
  'New buyer starting next month; update contacts.',
  'Credit terms reviewed; no change.',
  'Asked for a quote on weekly East Coast consolidation.',
  'Send invoices to the accounts payable address.',
];
export const locationNoteTexts: readonly string[] = [
  'Gate code changes monthly; call ahead.',
  'Dock door 4 for deliveries.',
  'No trailers over 48 feet.',
  'Forklift available on site.',
  'Use the north entrance off the frontage road.',
];
export const locationDirections: readonly string[] = [
  'Enter through the second driveway; the dock is behind the tasting room.',
  'Check in at the guard shack and ask for receiving.',
  'Follow the gravel road to the barrel building.',
  'Deliveries at the back alley, ring the bell.',
];
export const stopIssues: readonly string[] = [
  'Receiver refused two damaged cases.',
  'Dock closed on arrival; waited 90 minutes.',
  'Short one pallet against the BOL.',
];
export const contactTitles: readonly string[] = [
  'Owner', 'Logistics Manager', 'Shipping Coordinator', 'Receiving', 'Accounts Payable', 'Operations Director',
  'Winemaker', 'Dispatcher', 'Sales Manager',
];
export const carrierDocumentTypes: readonly string[] = ['Insurance Certificate', 'W-9', 'Carrier Agreement'];
