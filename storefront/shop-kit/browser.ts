/**
 * The few browser effects the shop features cause, behind one object so tests can observe them.
 */

/** Page navigation (a full page request). */
export const browser = {
	/** Goes to `url`. */
	navigate( url: string ): void {
		window.location.assign( url );
	},
};
