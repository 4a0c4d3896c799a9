/**
 * Entry of the `wc-blocks-data-store` handle on the theme's pages: `window.wc.wcBlocksData`.
 */

/** Internal dependencies */
import { blockData } from './block-data';
import { setWcGlobal } from './wc-global';

setWcGlobal( 'wcBlocksData', blockData );
