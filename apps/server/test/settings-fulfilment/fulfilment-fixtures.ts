import type { DeliverySettings } from '@app/domain';

/** Address delivery from Toronto City Hall, 10 km, $5. */
export const addressSettings: DeliverySettings = {
  enabled: true,
  charge: '5$',
  type: 'address',
  country: 'CA',
  address: '100 Queen St W, Toronto, ON M5H 2N2',
  latitude: 43.653482,
  longitude: -79.383935,
  radius_km: 10,
  stadium: null,
  custom: [],
};
