import { z } from 'zod';
import { screens } from '../access/screens.ts';
import { eventAccessLevels } from './event-access.ts';
import { roles } from './role-ranks.ts';

// The schemas of the access lists, apart from the lists: the web's first screen reads roles and
// screens, and a schema beside them would bring the schema library into its download.
export const ZRole = z.enum(roles);
export const ZEventAccess = z.enum(eventAccessLevels);
export const ZScreen = z.enum(screens);
