import { CoreSchema1764400000100 } from './1764400000100-core-schema';

/** Every migration, in order. Listed by hand so a compiled build and swc agree on what runs. */
export const migrations = [CoreSchema1764400000100];
