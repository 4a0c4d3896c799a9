/**
 * The Checkout block's editor script: the checkout over the sample cart.
 */

/** Internal dependencies */
import metadata from '../../theme/blocks/checkout/block.json';
import { registerPreviewBlock } from './register';
import { CheckoutPreview } from './previews';
import '../components/style.css';
import '../checkout/style.css';
import './editor.css';

registerPreviewBlock( metadata, CheckoutPreview );
