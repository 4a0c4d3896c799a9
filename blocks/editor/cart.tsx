/**
 * The Cart block's editor script: the cart over the sample cart.
 */

/** Internal dependencies */
import metadata from '../../theme/blocks/cart/block.json';
import { registerPreviewBlock } from './register';
import { CartPreview } from './previews';
import '../cart/style.css';
import './editor.css';

registerPreviewBlock( metadata, CartPreview );
