/**
 * Runs work that needs a lazily loaded module in the order it was asked for. Each `import()` promise
 * settles on its own, and the browser does not promise to settle several pending imports of one module
 * in call order; the first settled load therefore runs every waiting task, oldest first.
 */

/** A runner: `run( task )` calls `task( module )` once the module has loaded, in call order. */
export function inClickOrder< M >(
	load: () => Promise< M >,
	onError: ( error: unknown ) => void = () => undefined
) {
	const waiting: Array< ( module: M ) => void > = [];
	const drain = ( module: M ) => {
		while ( waiting.length ) {
			waiting.shift()!( module );
		}
	};
	return ( task: ( module: M ) => void, onFail?: () => void ) => {
		waiting.push( task );
		load().then( drain, ( error ) => {
			const index = waiting.indexOf( task );
			if ( index !== -1 ) {
				waiting.splice( index, 1 );
			}
			onFail?.();
			onError( error );
		} );
	};
}
