/**
 * A drawn landscape (sky, sun, mountains, water) in colours picked from the file name, standing in
 * for any upload the fixtures do not have, so no page shows a broken image.
 */

const PALETTES = [
	[ '#8ecae6', '#219ebc', '#023047', '#ffb703' ],
	[ '#ffd6a5', '#e76f51', '#264653', '#f4a261' ],
	[ '#caf0f8', '#2a9d8f', '#1d3557', '#e9c46a' ],
	[ '#fde2e4', '#6d597a', '#355070', '#eaac8b' ],
	[ '#d8f3dc', '#40916c', '#1b4332', '#fcbf49' ],
];

function hash( text: string ): number {
	let h = 0;
	for ( const c of text ) {
		h = ( h * 31 + c.charCodeAt( 0 ) ) % 2 ** 32;
	}
	return h;
}

/** An 800×600 SVG. */
export function placeholderSvg( name: string ): string {
	const h = hash( name );
	const [ sky, hill, deep, sun ] = PALETTES[ h % PALETTES.length ];
	const peak = 180 + ( h % 120 );
	const sunX = 520 + ( h % 200 );
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ sky }"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#s)"/>
<circle cx="${ sunX }" cy="150" r="60" fill="${ sun }" opacity=".9"/>
<path d="M0 420 L160 ${ peak } L300 360 L430 ${ peak + 40 } L600 330 L800 ${ peak + 20 } L800 600 L0 600Z" fill="${ hill }"/>
<path d="M0 470 L120 390 L260 450 L420 370 L560 440 L700 400 L800 430 L800 600 L0 600Z" fill="${ deep }" opacity=".85"/>
<rect y="520" width="800" height="80" fill="${ deep }"/>
</svg>`;
}
