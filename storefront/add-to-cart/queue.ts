/**
 * Cart calls go one at a time, in the order they were asked for: a click made while another add is on
 * its way waits for it, so the cart (and the fragments) end up in the shopper's order.
 */

/** A serial queue: each task starts once the previous one has settled. */
export function createQueue() {
	let tail: Promise< unknown > = Promise.resolve();
	let size = 0;
	return {
		/** Runs `task` after every task queued before it; resolves or rejects with its result. */
		enqueue< T >( task: () => Promise< T > ): Promise< T > {
			size++;
			const run = tail.then( task, task );
			tail = run.then(
				() => size--,
				() => size--
			);
			return run;
		},
		/** Tasks queued and not yet settled. */
		pending(): number {
			return size;
		},
	};
}

/** The page's one queue of in-place cart calls. */
export const cartQueue = createQueue();
