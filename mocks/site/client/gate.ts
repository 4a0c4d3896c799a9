/**
 * Holds the page's own requests until the mock service worker answers them: `fetch` and
 * `XMLHttpRequest#send` wait for `ready`, so a bundle's early request never reaches the network.
 */

/** Makes fetch and XHR wait for `ready` (resolved or rejected). */
export function gateRequests( ready: Promise< unknown > ): void {
	const settled = ready.then(
		() => undefined,
		() => undefined
	);
	const originalFetch = window.fetch.bind( window );
	window.fetch = ( input: RequestInfo | URL, init?: RequestInit ) =>
		settled.then( () => originalFetch( input, init ) );
	const originalSend = XMLHttpRequest.prototype.send;
	XMLHttpRequest.prototype.send = function send(
		this: XMLHttpRequest,
		body?: Document | XMLHttpRequestBodyInit | null
	) {
		settled.then( () => originalSend.call( this, body ) );
	};
}
