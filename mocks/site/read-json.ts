/**
 * The demo server's recorded data files, read beside the module that needs them.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The JSON file at `relative` to the module at `moduleUrl` (its `import.meta.url`), parsed. */
export function readJsonBeside< T >( moduleUrl: string, relative: string ): T {
	return JSON.parse(
		readFileSync( fileURLToPath( new URL( relative, moduleUrl ) ), 'utf8' )
	) as T;
}
