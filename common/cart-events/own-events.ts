/**
 * Which events Tourfront fired: listeners of foreign events skip these, and anything dispatched while
 * Tourfront is firing (another script translating our event on the spot only echoes it).
 */

const ownEvents = new WeakSet< object >();
const depth = { firing: 0 };

/** Marks `event` as Tourfront's and returns it. */
export function markOwnEvent< T extends object >( event: T ): T {
	ownEvents.add( event );
	return event;
}

/** True for an event object Tourfront fired. */
export function isOwnEvent( event: object ): boolean {
	return ownEvents.has( event );
}

/** Runs `fire` with the "Tourfront is firing" mark up. */
export function whileFiring( fire: () => void ): void {
	depth.firing++;
	try {
		fire();
	} finally {
		depth.firing--;
	}
}

/** True while Tourfront is firing. */
export function isFiringCartEvents(): boolean {
	return depth.firing > 0;
}
