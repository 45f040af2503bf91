// The one money formatter lives in the contract (the server's texts use it too).
export { formatMoney } from '../../common/money.ts';
