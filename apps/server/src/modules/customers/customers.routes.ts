import {
  ZCustomerImportResult,
  ZCustomersQuery,
  ZCustomersResponse,
  requiredRoleFor,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantContext } from '../../context/tenant-context.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { decodeCsvText } from '../csv-import/decode-csv-text.ts';
import { readCsvUpload } from '../csv-import/read-csv-upload.ts';
import { importCustomers } from './import-customers.ts';
import { searchCustomers } from './search-customers.ts';

const tags = ['customers'];
/** Managers and above (the settings rule), at the active location. */
const access: RouteAccess = { minRole: requiredRoleFor('settings') };

/** Customer accounts (docs/api.md "Customer accounts"). */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customers',
    {
      config: { access },
      schema: { tags, querystring: ZCustomersQuery, response: { 200: ZCustomersResponse } },
    },
    (request) => searchCustomers(tenantContext(request), request.query.search),
  );

  app.post(
    '/api/customers/import',
    {
      config: { access },
      schema: {
        tags,
        description: 'A CSV file (field `file`) with the columns email and name; all or nothing.',
        consumes: ['multipart/form-data'],
        response: { 200: ZCustomerImportResult },
      },
    },
    async (request) => {
      const ctx = tenantContext(request);
      const { bytes } = await readCsvUpload(request);
      return importCustomers(ctx, decodeCsvText(bytes).text);
    },
  );
};
