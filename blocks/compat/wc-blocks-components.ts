/**
 * Entry of the `wc-blocks-components` handle on the theme's pages: `window.wc.blocksComponents`.
 */

/** Internal dependencies */
import { blocksComponents } from './components';
import { setWcGlobal } from './wc-global';

setWcGlobal( 'blocksComponents', blocksComponents );
