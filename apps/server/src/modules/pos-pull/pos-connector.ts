import type { PosCatalogue } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { squareConnector } from './square-connector.ts';

/**
 * A point-of-sale system the pull reads a catalogue from. `fetchCatalogue` reads everything
 * before the pull writes anything; it stops when `signal` aborts, calls `onPage` after each page
 * read (progress), and throws an `AppError` the run fails with: `pos_unreachable` (network error,
 * time-out, 5xx), `pos_rejected` (credentials refused), `pos_catalogue_invalid`,
 * `pos_currency_unsupported`.
 */
export interface PosConnector {
  provider: string;
  fetchCatalogue(options: {
    signal: AbortSignal;
    onPage?: (pagesRead: number) => void | Promise<void>;
  }): Promise<PosCatalogue>;
}

/** The point-of-sale providers a connection may name. */
export const posProviders = ['square'] as const;
export type PosProvider = (typeof posProviders)[number];

/** A location's stored connection (`pos_connections`), as the connectors read it. */
export interface PosConnection {
  provider: string;
  baseUrl: string;
  accessToken: string;
  /** The provider's id of this location, to keep only what it sells; null = everything. */
  locationId: string | null;
}

export interface ConnectorOptions {
  /** Longest wait for one answer of the point of sale. */
  requestTimeoutMs: number;
}

/** The connector of a connection's provider; an unknown provider is no connection at all. */
export function posConnectorFor(
  connection: PosConnection,
  options: ConnectorOptions,
): PosConnector {
  switch (connection.provider) {
    case 'square':
      return squareConnector(connection, options);
    default:
      throw new AppError('pos_not_configured');
  }
}
