import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake Nominatim received: its query parameters and headers. */
export interface SeenRequest {
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/**
 * A real HTTP server on loopback answering like Nominatim's `/search?format=jsonv2` for the
 * queries the tests send: "union" → two places; "slow" → never answers in time; "broken" →
 * 503; "garbage" → 200 that is not JSON; "odd" → JSON of another shape.
 */
export async function startFakeNominatim(): Promise<{
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push({ path: url.pathname, params: url.searchParams, headers: request.headers });
    const q = url.searchParams.get('q') ?? '';
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (q.startsWith('slow')) {
      setTimeout(() => json(200, []), 3000);
      return;
    }
    if (q.startsWith('broken')) return json(503, { error: 'overloaded' });
    if (q.startsWith('garbage')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
      return;
    }
    if (q.startsWith('odd')) return json(200, { results: [] });
    if (q.startsWith('union')) return json(200, unionStation);
    return json(200, []);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Two results as Nominatim 4 answers them (jsonv2, addressdetails=1). */
const unionStation = [
  {
    place_id: 309841926,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 28656290,
    lat: '43.6452185',
    lon: '-79.3806274',
    category: 'railway',
    type: 'station',
    place_rank: 30,
    importance: 0.51,
    addresstype: 'railway',
    name: 'Union Station',
    display_name:
      'Union Station, 65, Front Street West, Financial District, Spadina—Fort York, Old Toronto, Toronto, Golden Horseshoe, Ontario, M5J 1E6, Canada',
    address: {
      railway: 'Union Station',
      house_number: '65',
      road: 'Front Street West',
      neighbourhood: 'Financial District',
      city: 'Toronto',
      state: 'Ontario',
      'ISO3166-2-lvl4': 'CA-ON',
      postcode: 'M5J 1E6',
      country: 'Canada',
      country_code: 'ca',
    },
    boundingbox: ['43.6443', '43.6461', '-79.3822', '-79.3791'],
  },
  {
    place_id: 298765432,
    osm_type: 'way',
    osm_id: 4057396,
    lat: '43.6459',
    lon: '-79.3824',
    display_name: 'Front Street West, Financial District, Toronto, Ontario, Canada',
    address: {
      road: 'Front Street West',
      town: 'Toronto',
      state: 'Ontario',
      country_code: 'ca',
    },
  },
];
