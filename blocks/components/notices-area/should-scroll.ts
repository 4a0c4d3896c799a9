/**
 * Whether a notices area may scroll itself into view: not while focus is in an input,
 * select, button or textarea — a focused radio button does not count.
 */

/** True unless the focused element is a form control the shopper is using. */
export function shouldScrollToNotices( active: Element | null ): boolean {
	if ( ! active ) {
		return true;
	}
	const tag = active.tagName;
	if ( tag === 'INPUT' ) {
		return ( active as HTMLInputElement ).type === 'radio';
	}
	return ! [ 'SELECT', 'BUTTON', 'TEXTAREA' ].includes( tag );
}
