/**
 * The operationId of each API operation, by `METHOD /path` as the OpenAPI document writes it.
 * These are what generated clients call (`client.listProducts()`), so a name, once published,
 * does not change: rename a route's path and keep its entry's name. A route missing here gets
 * a name derived from its method and path (`derivedOperationId`), unique in the document; give it
 * a better one here when it lands.
 */
export const operationIds: Record<string, string> = {
  'GET /api/health': 'checkHealth',
  'GET /api/ready': 'checkReadiness',
  'GET /api/site': 'getSiteInfo',
  'GET /api/captcha': 'getCaptchaChallenge',
  'POST /api/contact': 'sendContactMessage',

  'POST /api/auth/signup': 'requestAccount',
  'POST /api/auth/login': 'signIn',
  'POST /api/auth/login/second-step': 'signInSecondStep',
  'POST /api/auth/logout': 'signOut',
  'GET /api/auth/me': 'getCurrentUser',
  'POST /api/auth/forgot-password': 'requestPasswordReset',
  'POST /api/auth/set-password': 'setPassword',
  'POST /api/auth/change-password': 'changePassword',
  'GET /api/auth/sessions': 'listOwnSessions',
  'DELETE /api/auth/sessions/{id}': 'endOwnSession',
  'GET /api/auth/totp': 'getTwoStepStatus',
  'POST /api/auth/totp/start': 'startTwoStepEnrolment',
  'POST /api/auth/totp/confirm': 'confirmTwoStepEnrolment',
  'POST /api/auth/totp/disable': 'disableTwoStep',
  'POST /api/auth/totp/recovery-codes': 'renewRecoveryCodes',
  'GET /api/auth/settings': 'getSignInSettings',
  'PUT /api/auth/settings': 'updateSignInSettings',

  'GET /api/staff': 'listStaff',
  'POST /api/staff': 'inviteStaffMember',
  'GET /api/staff/drivers': 'listDrivers',
  'PUT /api/staff/{id}': 'updateStaffMember',
  'PUT /api/staff/{id}/active': 'setStaffMemberActive',
  'POST /api/staff/{id}/reset-password': 'resetStaffPassword',
  'POST /api/staff/{id}/reset-two-step': 'resetStaffTwoStep',
  'GET /api/staff/{id}/sessions': 'listStaffSessions',
  'DELETE /api/staff/{id}/sessions': 'endStaffSessions',

  'GET /api/customers': 'listCustomers',
  'POST /api/customers': 'createCustomer',
  'GET /api/customer/{id}': 'getCustomer',
  'GET /api/customers/{id}/document': 'getCustomerDocument',
  'PUT /api/customers/{id}': 'updateCustomer',
  'DELETE /api/customers/{id}': 'archiveCustomer',
  'PUT /api/customers/{id}/invoice-type': 'setCustomerInvoiceType',
  'PUT /api/customer/{id}/profile': 'updateOwnProfile',
  'PUT /api/toggle/customers/{id}': 'changeCustomerStatus',
  'GET /api/customers/{id}/emails': 'listCustomerEmails',

  'GET /api/{userId}/notes': 'listCustomerNotes',
  'POST /api/{userId}/notes': 'addCustomerNote',
  'DELETE /api/note/{id}': 'deleteNote',

  'POST /api/payment/receive': 'recordPayment',
  'POST /api/payments/{id}/reverse': 'reversePayment',
  'GET /api/customer/Orders/payments/{id}': 'listCustomerPayments',
  'GET /api/payments/{id}/allocations': 'getPaymentAllocations',
  'PUT /api/payments/{id}/allocations': 'reallocatePayment',
  'GET /api/customer/statement/{id}': 'getCustomerStatement',
  'GET /api/customer/statement/{id}/statement.pdf': 'getCustomerStatementPdf',
  'GET /api/customer/Orders/payments/{id}/payments.pdf': 'getCustomerPaymentsPdf',
  'GET /api/customers/{id}/statement.pdf': 'getMonthlyStatementPdf',
  'POST /api/receivables/statements/send': 'sendMonthlyStatements',
  'GET /api/receivables/statements/send/{runId}': 'getStatementRun',
  'GET /api/Orders/household-payments': 'listHouseholdPayments',

  'GET /api/receivables/aging': 'getReceivablesAging',
  'GET /api/receivables/aging.xlsx': 'exportReceivablesAging',
  'GET /api/receivables/customers/{id}/open-invoices': 'listOpenInvoices',
  'GET /api/receivables/customers/{id}/credit': 'getCustomerCredit',

  'GET /api/dashboard': 'getDashboard',
  'GET /api/dashboard/{figure}.xlsx': 'exportDashboardFigure',
  'GET /api/reports/margin': 'getMarginReport',
  'GET /api/reports/margin.xlsx': 'exportMarginReport',
  'GET /api/accounting/export': 'exportBooks',
  'GET /api/settings/accounting': 'getAccountingSettings',
  'PUT /api/settings/accounting': 'updateAccountingSettings',
  'GET /api/settings/fresh-list': 'getFreshListSettings',
  'PUT /api/settings/fresh-list': 'updateFreshListSettings',
  'GET /api/customer/fresh-list': 'getFreshListSubscription',
  'PUT /api/customer/fresh-list': 'setFreshListSubscription',
  'GET /api/price-levels': 'listPriceLevels',
  'POST /api/price-levels': 'createPriceLevel',
  'PUT /api/price-levels/{id}': 'updatePriceLevel',
  'GET /api/customers/{id}/prices': 'getCustomerPrices',
  'PUT /api/customers/{id}/prices': 'setCustomerPrices',
  'GET /api/closed-days': 'listClosedDays',
  'POST /api/closed-days': 'createClosedDay',
  'PUT /api/closed-days/{date}': 'updateClosedDay',
  'DELETE /api/closed-days/{date}': 'deleteClosedDay',
  'GET /api/standing-orders': 'listStandingOrders',
  'POST /api/standing-orders': 'createStandingOrder',
  'GET /api/standing-orders/{id}': 'getStandingOrder',
  'PUT /api/standing-orders/{id}': 'updateStandingOrder',
  'DELETE /api/standing-orders/{id}': 'endStandingOrder',
  'POST /api/standing-orders/{id}/skip': 'skipStandingOrderOccurrence',
  'GET /api/standing-orders/{id}/occurrences': 'listStandingOrderOccurrences',
  'GET /api/customer/standing-orders': 'listOwnStandingOrders',
  'POST /api/customer/standing-orders': 'createOwnStandingOrder',
  'GET /api/customer/standing-orders/{id}': 'getOwnStandingOrder',
  'PUT /api/customer/standing-orders/{id}': 'updateOwnStandingOrder',
  'DELETE /api/customer/standing-orders/{id}': 'endOwnStandingOrder',
  'POST /api/customer/standing-orders/{id}/skip': 'skipOwnStandingOrderOccurrence',
  'GET /api/customer/standing-orders/{id}/occurrences': 'listOwnStandingOrderOccurrences',
  'PUT /api/standing-orders/{id}/occurrences/{date}': 'changeStandingOrderOccurrence',
  'PUT /api/customer/standing-orders/{id}/occurrences/{date}': 'changeOwnStandingOrderOccurrence',
  'GET /api/customer/standing-orders/reminders': 'getStandingOrderReminders',
  'PUT /api/customer/standing-orders/reminders': 'setStandingOrderReminders',
  'POST /api/unsubscribe/{token}': 'unsubscribeFromFreshList',
  'GET /api/suppliers': 'listSuppliers',
  'POST /api/suppliers': 'createSupplier',
  'GET /api/suppliers/{id}': 'getSupplier',
  'PUT /api/suppliers/{id}': 'updateSupplier',
  'GET /api/suppliers/{id}/products': 'listSupplierProducts',
  'PUT /api/suppliers/{id}/products/{productId}': 'setSupplierProduct',
  'DELETE /api/suppliers/{id}/products/{productId}': 'removeSupplierProduct',
  'GET /api/purchase-orders': 'listPurchaseOrders',
  'POST /api/purchase-orders': 'createPurchaseOrder',
  'GET /api/purchase-orders/{id}': 'getPurchaseOrder',
  'PUT /api/purchase-orders/{id}': 'updatePurchaseOrder',
  'GET /api/purchase-orders/{id}/purchase-order.pdf': 'getPurchaseOrderPdf',
  'POST /api/purchase-orders/{id}/send': 'sendPurchaseOrder',
  'POST /api/purchase-orders/{id}/confirm': 'confirmPurchaseOrder',
  'POST /api/purchase-orders/{id}/ship': 'shipPurchaseOrder',
  'POST /api/purchase-orders/{id}/receive': 'receivePurchaseOrder',
  'POST /api/purchase-orders/{id}/close': 'closePurchaseOrder',
  'POST /api/purchase-orders/{id}/cancel': 'cancelPurchaseOrder',
  'GET /api/purchase-orders/{id}/charges': 'getPurchaseOrderLandedCost',
  'POST /api/purchase-orders/{id}/charges': 'addPurchaseOrderCharge',
  'PUT /api/purchase-orders/{id}/charges/{chargeId}': 'updatePurchaseOrderCharge',
  'DELETE /api/purchase-orders/{id}/charges/{chargeId}': 'deletePurchaseOrderCharge',
  'PUT /api/purchase-orders/{id}/exchange-rate': 'setPurchaseOrderExchangeRate',
  'GET /api/purchasing/needs': 'listPurchasingNeeds',
  'POST /api/purchasing/needs/drafts': 'draftPurchaseOrdersFromNeeds',
  'PUT /api/purchasing/minimums/{productId}': 'setPurchaseMinimum',

  'GET /api/pricelists': 'listPriceLists',
  'POST /api/pricelists': 'createPriceList',
  'GET /api/pricelists/{id}': 'getPriceList',
  'PUT /api/pricelists/{id}': 'updatePriceList',
  'DELETE /api/pricelists/{id}': 'deletePriceList',
  'GET /api/pricelists/{id}/file': 'getPriceListFile',
  'GET /api/pricelists/live/{section}': 'getLivePriceList',

  'GET /api/products': 'listProducts',
  'POST /api/products': 'createProduct',
  'GET /api/products/export.xlsx': 'exportCatalogue',
  'POST /api/products/import': 'importCatalogue',
  'GET /api/products/{id}': 'getProduct',
  'PUT /api/products/{id}': 'updateProduct',
  'DELETE /api/products/{id}': 'deleteProduct',
  'POST /api/products/{id}/image': 'replaceProductImage',
  'POST /api/products/{id}/pictures': 'addProductPicture',
  'PUT /api/products/{id}/pictures': 'orderProductPictures',
  'DELETE /api/products/{id}/pictures/{pictureId}': 'removeProductPicture',
  'GET /api/images/{name}': 'getImage',

  'GET /api/inventory': 'listStock',
  'POST /api/inventory/movements': 'recordStockMovement',
  'POST /api/inventory/receipts': 'receiveStock',
  'GET /api/inventory/{productId}/movements': 'listStockMovements',

  'GET /api/Orders': 'listOrders',
  'POST /api/Orders': 'createOrder',
  'GET /api/Orders/{id}': 'getOrder',
  'PUT /api/Orders/{id}': 'updateOrder',
  'DELETE /api/Orders/{id}': 'deleteOrder',
  'POST /api/Customer/Orders': 'placeOrder',
  'POST /api/Orders/{id}/send-email': 'emailOrder',
  'PUT /api/Orders/{id}/update/{status}': 'setOrderStatus',
  'POST /api/Orders/bulk/status': 'setOrdersStatus',
  'POST /api/Orders/bulk/send-invoice': 'emailInvoices',
  'GET /api/customer/weborder/tickets/{customerId}': 'listWebOrders',
  'GET /api/customer/Orders/{customerId}': 'listCustomerOrders',
  'GET /api/customer/tickets/{id}': 'getOwnOrder',
  'POST /api/customer/tickets/{id}/cancel': 'cancelOwnOrder',
  'PUT /api/customer/tickets/{id}': 'changeOwnOrder',
  'GET /api/Orders/last-prices/{customerId}': 'getLastPrices',
  'GET /api/Orders/{id}/packing-slip.pdf': 'getPackingSlipPdf',
  'POST /api/Orders/bulk/packing-slips': 'getPackingSlipsPdf',
  'GET /api/Orders/{id}/invoice.pdf': 'getInvoicePdf',
  'GET /api/Orders/{id}/documents/{documentId}.pdf': 'getIssuedDocumentPdf',
  'POST /api/Orders/bulk/invoices': 'getInvoicesPdf',

  'GET /api/audit': 'listAuditEntries',

  'GET /api/prebooking': 'listPrebookings',
  'GET /api/prebooking/{id}': 'getPrebooking',
  'PUT /api/prebooking/{id}': 'convertPrebooking',

  'GET /api/exports/{kind}.xlsx': 'exportSpreadsheet',
  'POST /api/exports/orders/selection': 'exportSelectedOrders',

  'GET /api/orders/design-center/items': 'listDesignItems',
  'GET /api/Orders/design-center/items-model': 'getDesignTotals',
  'PUT /api/orders/{id}/designer': 'assignDesigner',
  'PUT /api/orders/designer/complete-back/{id}': 'completeDesignLine',
  'GET /api/design-center/fetchUser': 'listActiveDesigners',
  'GET /api/designers': 'listDesigners',
  'GET /api/pick-list': 'getPickList',
  'GET /api/pick-list.pdf': 'getPickListPdf',
  'GET /api/pick-list/packing-slips.pdf': 'getPickListPackingSlipsPdf',

  'GET /api/offers': 'listOffers',
  'POST /api/offers': 'createOffer',
  'GET /api/offers/active': 'listActiveOffers',
  'GET /api/offers/{id}': 'getOffer',
  'PUT /api/offers/{id}': 'updateOffer',
  'DELETE /api/offers/{id}': 'deleteOffer',
  'POST /api/offers/{id}/image': 'replaceOfferImage',

  'POST /api/customer/claims': 'fileClaim',
  'GET /api/customer/claims': 'listOwnClaims',
  'GET /api/claims': 'listClaims',
  'GET /api/claims/{id}': 'getClaim',
  'GET /api/claims/{id}/photos/{photoId}': 'getClaimPhoto',
  'PUT /api/claims/{id}/decision': 'decideClaim',
  'PUT /api/claims/{id}/received': 'receiveReturn',

  'GET /api/back-orders': 'listBackOrders',
  'GET /api/back-orders/products': 'listBackOrderedProducts',
  'GET /api/back-orders/products/{productId}/allocation': 'getBackOrderAllocation',
  'POST /api/back-orders/allocations': 'fillBackOrders',
  'POST /api/back-orders/{lineId}/cancel': 'cancelBackOrder',
  'GET /api/back-orders/orders/{orderId}/fills': 'listBackOrderFills',

  'GET /api/deliveries': 'listDeliveryRuns',
  'POST /api/deliveries/runs': 'createDeliveryRuns',
  'PUT /api/deliveries/runs/{id}': 'updateDeliveryRun',
  'GET /api/deliveries/runs/{id}/sheet.pdf': 'getRunSheetPdf',
  'PUT /api/deliveries/stops/{id}': 'moveDeliveryStop',
  'POST /api/deliveries/runs/{id}/depart': 'departDeliveryRun',
  'POST /api/deliveries/stops/{id}/delivered': 'markStopDelivered',
  'POST /api/deliveries/stops/{id}/failed': 'markStopFailed',
  'POST /api/deliveries/stops/{id}/payment': 'recordStopPayment',
  'POST /api/deliveries/pickups/{orderId}': 'markPickedUp',
  'GET /api/deliveries/orders/{orderId}/signature': 'getDeliveryProofImage',
  'GET /api/deliveries/orders/{orderId}/proof': 'getDeliveryProof',

  'GET /api/tokens': 'listApiTokens',
  'POST /api/tokens': 'createApiToken',
  'DELETE /api/tokens/{id}': 'revokeApiToken',

  'GET /api/webhooks': 'listWebhooks',
  'POST /api/webhooks': 'createWebhook',
  'DELETE /api/webhooks/{id}': 'deleteWebhook',
  'GET /api/webhooks/{id}/deliveries': 'listWebhookDeliveries',
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/resend': 'resendWebhookDelivery',

  'GET /api/favourites': 'listFavourites',
  'PUT /api/favourites/{productId}': 'addFavourite',
  'DELETE /api/favourites/{productId}': 'removeFavourite',

  'GET /api/customers/{id}/delivery-addresses': 'listCustomerDeliveryAddresses',
  'POST /api/customers/{id}/delivery-addresses': 'createCustomerDeliveryAddress',
  'PUT /api/customers/{id}/delivery-addresses/{addressId}': 'updateCustomerDeliveryAddress',
  'DELETE /api/customers/{id}/delivery-addresses/{addressId}': 'deleteCustomerDeliveryAddress',
  'GET /api/customer/delivery-addresses': 'listOwnDeliveryAddresses',
  'POST /api/customer/delivery-addresses': 'createOwnDeliveryAddress',
  'PUT /api/customer/delivery-addresses/{addressId}': 'updateOwnDeliveryAddress',
  'DELETE /api/customer/delivery-addresses/{addressId}': 'deleteOwnDeliveryAddress',
  'GET /api/Orders/{id}/delivery-address': 'getOrderDeliveryAddress',
};

const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** `/api/foo-bar/{id}/baz.pdf` → `FooBarBazPdf`: the path's words, parameters left out. */
function nounOf(path: string): string {
  return path
    .replace(/^\/api\//, '')
    .replace(/\{[^}]*\}/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/**
 * A derived operationId for `METHOD path` (one the table does not name): the method's verb and
 * the path's words (`createDeliveriesStopsPayment`), then its parameters (`…ById`) if that is taken.
 */
export function derivedOperationId(method: string, path: string, taken: Set<string>): string {
  const base = `${VERBS[method] ?? method.toLowerCase()}${nounOf(path)}`;
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]![0]!.toUpperCase() + m[1]!.slice(1));
  const candidates = [base, params.length ? `${base}By${params.join('And')}` : `${base}Collection`];
  const free = candidates.find((c) => !taken.has(c));
  if (free) return free;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}
