/**
 * Whether `load` (fetching the code a first render needs) has settled, failed included: a part whose code
 * could not come (offline) renders its own fallback rather than hold the whole form back.
 */

/** WordPress dependencies */
import { useEffect, useState } from '@wordpress/element';

/** True once `load()`, started on mount, has settled. */
export function useLoaded( load: () => Promise< unknown > ): boolean {
	const [ loaded, setLoaded ] = useState( false );
	useEffect( () => {
		let active = true;
		const done = () => active && setLoaded( true );
		load().then( done, done );
		return () => {
			active = false;
		};
	}, [ load ] );
	return loaded;
}
