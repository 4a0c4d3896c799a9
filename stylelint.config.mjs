/**
 * stylelint: WordPress's CSS coding standards (@wordpress/stylelint-config). `npm run lint` checks,
 * `npm run format` applies the fixes stylelint can make. Generated files: .stylelintignore.
 */
export default {
	extends: [ '@wordpress/stylelint-config' ],
	rules: {
		// The classes the theme names (`tourfront-…`): lower case words joined by hyphens, as WordPress asks,
		// plus the BEM `__element` and `--modifier` parts WooCommerce's and Gutenberg's blocks use (and ours
		// follow). The markup of WordPress, WooCommerce and Storefront the theme styles keeps its own names
		// (`woocommerce-MyAccount-navigation`, `add_to_cart_button`): not ours to rename.
		'selector-class-pattern': [
			'^(?!tourfront)|^tourfront(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
			{
				message: ( selector ) =>
					`The theme's own class in ${ selector } should be lower case words joined by hyphens (BEM __element and --modifier allowed)`,
			},
		],
	},
};
