/**
 * The PhotoSwipe dialog WooCommerce prints after the page on product pages (`woocommerce_photoswipe`,
 * for themes with `wc-product-gallery-lightbox` support such as Storefront).
 */

/** Internal dependencies */
import { __ } from '../i18n';
import { escAttr } from './escape';

const button = ( modifier: string, label: string ) =>
	`<button class="pswp__button pswp__button--${ modifier }" aria-label="${ escAttr( label ) }"></button>`;

/** WooCommerce's photoswipe.php markup. */
export function photoswipeDialog(): string {
	return `<div id="photoswipe-fullscreen-dialog" class="pswp" tabindex="-1" role="dialog" aria-modal="true" aria-hidden="true" aria-label="${ escAttr( __( 'Full screen image' ) ) }">
	<div class="pswp__bg"></div>
	<div class="pswp__scroll-wrap">
		<div class="pswp__container">
			<div class="pswp__item"></div>
			<div class="pswp__item"></div>
			<div class="pswp__item"></div>
		</div>
		<div class="pswp__ui pswp__ui--hidden">
			<div class="pswp__top-bar">
				<div class="pswp__counter"></div>
				${ button( 'zoom', __( 'Zoom in/out' ) ) }
				${ button( 'fs', __( 'Toggle fullscreen' ) ) }
				${ button( 'share', __( 'Share' ) ) }
				${ button( 'close', __( 'Close (Esc)' ) ) }
				<div class="pswp__preloader">
					<div class="pswp__preloader__icn">
						<div class="pswp__preloader__cut">
							<div class="pswp__preloader__donut"></div>
						</div>
					</div>
				</div>
			</div>
			<div class="pswp__share-modal pswp__share-modal--hidden pswp__single-tap">
				<div class="pswp__share-tooltip"></div>
			</div>
			${ button( 'arrow--left', __( 'Previous (arrow left)' ) ) }
			${ button( 'arrow--right', __( 'Next (arrow right)' ) ) }
			<div class="pswp__caption">
				<div class="pswp__caption__center"></div>
			</div>
		</div>
	</div>
</div>`;
}
