import {
  isSlug,
  locationFlags,
  provinces,
  ZTimeZone,
  type LocationFlag,
  type Province,
} from '@app/domain';
import type { Db } from '../../db/client.ts';
import { restaurantsRepository } from '../../modules/restaurants/restaurants.repository.ts';
import { listOption, requiredOption, type AdminCommand } from '../admin-command.ts';
import { CliError, usageError } from '../cli-error.ts';

export interface CreateLocationInput {
  name: string;
  slug: string;
  province?: string;
  timezone?: string;
  flags?: string[];
}

/** Creates a location; flags not named stay off. Answers the new location's id. */
export async function createLocation(
  db: Db,
  input: CreateLocationInput,
): Promise<{ id: number; slug: string }> {
  const slug = input.slug.trim().toLowerCase();
  if (!isSlug(slug))
    throw usageError(`slug "${input.slug}" must be lowercase letters, digits and hyphens`);
  const province = (input.province ?? 'on').trim().toLowerCase();
  if (!provinces.includes(province as Province))
    throw usageError(`province "${province}" is not one of ${provinces.join(', ')}`);
  const timezone = input.timezone?.trim() || 'America/Toronto';
  if (!ZTimeZone.safeParse(timezone).success)
    throw usageError(`time zone "${timezone}" is not known`);
  const flags: Partial<Record<LocationFlag, boolean>> = {};
  for (const flag of input.flags ?? []) {
    if (!locationFlags.includes(flag as LocationFlag))
      throw usageError(`flag "${flag}" is not one of ${locationFlags.join(', ')}`);
    flags[flag as LocationFlag] = true;
  }
  const created = await restaurantsRepository.insertUnlessSlugTaken(db, {
    name: input.name.trim(),
    slug,
    province,
    timezone,
    ...flags,
  });
  if (!created) throw new CliError(`a location with slug "${slug}" already exists`);
  return created;
}

export const createLocationCommand: AdminCommand = {
  name: 'create-location',
  usage: `create-location --name NAME --slug SLUG [--province on] [--timezone America/Toronto] [--flags k12,catering,...]`,
  options: {
    name: { type: 'string' },
    slug: { type: 'string' },
    province: { type: 'string' },
    timezone: { type: 'string' },
    flags: { type: 'string' },
  },
  async run({ db, values, print }) {
    const location = await createLocation(db, {
      name: requiredOption(values, 'name'),
      slug: requiredOption(values, 'slug'),
      province: values.province as string | undefined,
      timezone: values.timezone as string | undefined,
      flags: listOption(values, 'flags'),
    });
    print(`Created location ${location.slug} (id ${location.id}).`);
  },
};
