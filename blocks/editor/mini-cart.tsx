/**
 * The Mini-cart block's editor script: the header button and the open panel over the sample cart.
 */

/** Internal dependencies */
import metadata from '../../theme/blocks/mini-cart/block.json';
import { registerPreviewBlock } from './register';
import { MiniCartPreview } from './previews';
import '../mini-cart/style.css';
import './editor.css';

registerPreviewBlock( metadata, MiniCartPreview );
