/**
 * What other features show of receivables, apart from the pages (as inventory's dialogs.ts): the
 * treasury overview imports this without loading the receivables screens.
 */
export { ReceivablesOverview } from './components/receivables-overview';
