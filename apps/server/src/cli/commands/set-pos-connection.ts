import { posConnectionsRepository } from '../../modules/pos-pull/pos-connections.repository.ts';
import { posProviders, type PosProvider } from '../../modules/pos-pull/pos-connector.ts';
import { restaurantsRepository } from '../../modules/restaurants/restaurants.repository.ts';
import { requiredOption, type AdminCommand } from '../admin-command.ts';
import { CliError, usageError } from '../cli-error.ts';

/** The base URL of the provider's API (https, or http on loopback for tests and the demo). */
function checkBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw usageError(`base URL "${text}" is not a URL`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw usageError('the base URL must be https (http only on localhost)');
  }
  return url.toString().replace(/\/+$/, '');
}

/**
 * Connects a location to its point of sale (spec part 1 §1 "pull the menu from a connected
 * point-of-sale system"), replacing its connection if it had one. The access token is a secret:
 * give it with `--token`, or leave `--token` bare to be asked for it without echo.
 */
export const setPosConnectionCommand: AdminCommand = {
  name: 'set-pos-connection',
  usage:
    'set-pos-connection --location SLUG --base-url URL [--token [TOKEN]] [--provider square] [--pos-location-id ID] [--menu-name NAME]',
  options: {
    location: { type: 'string' },
    provider: { type: 'string' },
    'base-url': { type: 'string' },
    token: { type: 'string' },
    'pos-location-id': { type: 'string' },
    'menu-name': { type: 'string' },
  },
  promptable: ['token'],
  async run({ db, values, print, prompter }) {
    const slug = requiredOption(values, 'location').toLowerCase();
    const provider = (typeof values.provider === 'string' ? values.provider : 'square').trim();
    if (!posProviders.includes(provider as PosProvider)) {
      throw usageError(`provider "${provider}" is not one of ${posProviders.join(', ')}`);
    }
    const baseUrl = checkBaseUrl(requiredOption(values, 'base-url'));
    const token =
      typeof values.token === 'string' && values.token !== ''
        ? values.token
        : await prompter.secret('Access token: ');
    if (token.trim() === '') throw usageError('the access token is required');
    const location = await restaurantsRepository.findBySlug(db, slug);
    if (!location) throw new CliError(`no location with slug ${slug}`);
    const posLocationId = values['pos-location-id'];
    const menuName = values['menu-name'];
    await posConnectionsRepository.save(db, {
      restaurant_id: location.id,
      provider,
      base_url: baseUrl,
      access_token: token.trim(),
      pos_location_id:
        typeof posLocationId === 'string' && posLocationId.trim() ? posLocationId.trim() : null,
      ...(typeof menuName === 'string' && menuName.trim() ? { menu_name: menuName.trim() } : {}),
    });
    print(`Connected ${location.name} to ${provider} at ${baseUrl}.`);
    if (!location.pos) {
      print('Note: the location is not pos_integrated, so nobody can pull until that flag is on.');
    }
  },
};
