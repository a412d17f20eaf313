import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { tenantContext, type TenantContext } from '../../context/tenant-context.ts';
import { AppError } from '../../errors/app-error.ts';

/** What the credit use cases need beyond the tenant: the location's school flag and time zone. */
export interface CreditContext extends TenantContext {
  location: { k12: boolean; timezone: string };
  /** The owner connection, for the staff names of the history (read after the tenant work). */
  db: Db;
}

export function creditContext(request: FastifyRequest, db: Db): CreditContext {
  const tenant = request.tenant;
  if (!tenant) throw new AppError('tenant_not_recognized');
  return {
    ...tenantContext(request),
    location: { k12: tenant.k12, timezone: tenant.timezone },
    db,
  };
}
