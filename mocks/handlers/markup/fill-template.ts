/**
 * Fills one of the theme's shared markup templates (theme/templates/*.html): static HTML with `{{slot}}`
 * places, which the theme's PHP prints slot by slot (theme/inc/template.php). Values must come escaped
 * for where their slot stands; a slot without a value is a mistake and throws.
 */
export function fillTemplate(
	template: string,
	values: Record< string, string >
): string {
	return template
		.replace( /\n+$/, '' )
		.replace( /\{\{([a-z_]+)\}\}/g, ( _match, slot: string ) => {
			if ( ! Object.hasOwn( values, slot ) ) {
				throw new Error(
					`No value for the template slot {{${ slot }}}.`
				);
			}
			return values[ slot ];
		} );
}
