import { contentLanguagesOf, type PosPullResult } from '@app/domain';
import { eq } from 'drizzle-orm';
import { restaurants } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { defineTrackedJob, type TrackedJob } from '../../jobs/tracked-job.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { posConnectorFor, type ConnectorOptions } from './pos-connector.ts';
import { posConnectionsRepository } from './pos-connections.repository.ts';
import { writePosCatalogue } from './write-pos-catalogue.ts';

/** What a pull is started with: who asked (for the change history). */
export interface PosPullJobData {
  userEmail: string;
}

export const POS_PULL_JOB_KIND = 'pos-pull';

export interface PosPullJobOptions extends ConnectorOptions {
  /**
   * How long reading the whole catalogue may take. Shorter than the web's 300 s (spec §9), so a
   * pull that reads slowly fails on the server while its screen is still waiting for the answer.
   */
  fetchBudgetMs: number;
}

/**
 * The point-of-sale pull (`pos-pull` runs): reads the location's connection, fetches the whole
 * catalogue (progress = pages read; nothing is written yet), then writes it in one tenant
 * transaction. Any failure fails the run with its code and leaves the catalogue as it was.
 * Answers `PosPullResult`.
 */
export function posPullJob(options: PosPullJobOptions): TrackedJob<PosPullJobData> {
  return defineTrackedJob<PosPullJobData>(
    POS_PULL_JOB_KIND,
    async (job): Promise<PosPullResult> => {
      const { connection, locales } = await job.tenantTx(async (tx) => {
        const [location] = await tx
          .select({ locales: restaurants.locales })
          .from(restaurants)
          .where(eq(restaurants.id, job.restaurantId));
        return {
          connection: await posConnectionsRepository.find(tx, job.restaurantId),
          locales: location?.locales ?? [],
        };
      });
      if (!connection) throw new AppError('pos_not_configured');
      const userId = job.userId;
      if (userId === null) throw new Error('A pull is started by a signed-in user');
      const connector = posConnectorFor(connection, options);
      let pagesRead = 0;
      const catalogue = await connector.fetchCatalogue({
        signal: AbortSignal.timeout(options.fetchBudgetMs),
        onPage: (pages) => job.reportProgress((pagesRead = pages)),
      });
      // Every page is read: the total is known now (and this last step is always written).
      await job.reportProgress(pagesRead, pagesRead);
      // Nothing to sell is far likelier a wrong connection (another location's id, an emptied
      // test account) than a restaurant closing its whole menu: refused rather than emptying it.
      if (catalogue.items.length === 0) throw new AppError('pos_catalogue_empty');
      const ctx: CatalogueContext = {
        restaurantId: job.restaurantId,
        primaryLanguage: contentLanguagesOf(locales).primary,
        user: { id: userId, email: job.data.userEmail },
        locale: 'en-CA',
        tenantTx: (work) => job.tenantTx(work),
      };
      return job.tenantTx((tx) =>
        writePosCatalogue(tx, ctx, catalogue, {
          provider: connector.provider,
          menuName: connection.menuName,
        }),
      );
    },
  );
}
