// Stripe.js cannot be loaded from js.stripe.com on this machine, so the browser tests serve a
// local stand-in for it by intercepting requests to https://js.stripe.com/* (page.route). It
// implements just what the checkout uses: Stripe(key).elements({ clientSecret }), a Payment
// Element (one card-number field) mounted by @stripe/react-stripe-js, and confirmPayment, which
// refuses the test card 4000 0000 0000 0002 as declined (as Stripe does) and otherwise sends the
// browser to return_url with payment_intent and payment_intent_client_secret, as Stripe does.
// Nothing here decides the order's status: the server does, from the signed webhook.
import type { Page } from '@playwright/test';

export const DECLINED_CARD = '4000000000000002';
export const GOOD_CARD = '4242424242424242';

const STRIPE_JS_STAND_IN = `
(function () {
  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || publishableKey.indexOf('pk_') !== 0) {
      throw new Error('Stripe stand-in: a publishable key is required');
    }
    var clientSecret = null;
    var cardInput = null;
    function unsupported() {
      return Promise.resolve({ error: { type: 'api_error', message: 'Not available in the Stripe.js stand-in' } });
    }

    function createElement(type) {
      var handlers = {};
      var container = null;
      var element = {
        mount: function (target) {
          container = typeof target === 'string' ? document.querySelector(target) : target;
          container.setAttribute('data-stripe-stand-in', type);
          var label = document.createElement('label');
          label.textContent = 'Card number';
          label.style.display = 'flex';
          label.style.flexDirection = 'column';
          cardInput = document.createElement('input');
          cardInput.setAttribute('autocomplete', 'cc-number');
          cardInput.setAttribute('inputmode', 'numeric');
          label.appendChild(cardInput);
          container.appendChild(label);
          setTimeout(function () {
            (handlers.ready || []).forEach(function (handler) { handler({ elementType: type }); });
          }, 0);
        },
        on: function (event, handler) {
          (handlers[event] = handlers[event] || []).push(handler);
          return element;
        },
        off: function (event, handler) {
          handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; });
          return element;
        },
        update: function () {},
        focus: function () { if (cardInput) cardInput.focus(); },
        blur: function () {},
        clear: function () { if (cardInput) cardInput.value = ''; },
        unmount: function () { if (container) container.innerHTML = ''; },
        destroy: function () { element.unmount(); cardInput = null; },
      };
      return element;
    }

    return {
      elements: function (options) {
        clientSecret = (options && options.clientSecret) || null;
        return {
          create: createElement,
          getElement: function () { return null; },
          update: function (next) { if (next && next.clientSecret) clientSecret = next.clientSecret; },
          submit: function () { return Promise.resolve({}); },
          fetchUpdates: function () { return Promise.resolve({}); },
        };
      },
      confirmPayment: function (params) {
        var number = cardInput ? cardInput.value.replace(/\\s+/g, '') : '';
        if (!number) {
          return Promise.resolve({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
        }
        if (number === '${DECLINED_CARD}') {
          return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        }
        var url = new URL(params.confirmParams.return_url);
        url.searchParams.set('payment_intent', clientSecret.split('_secret_')[0]);
        url.searchParams.set('payment_intent_client_secret', clientSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return new Promise(function () {});
      },
      // Not used by the checkout; present because @stripe/react-stripe-js checks that the
      // object it is given looks like Stripe (elements, createToken, createPaymentMethod,
      // confirmCardPayment).
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** Serves the Stripe.js stand-in for every request to js.stripe.com made by `page`. */
export async function serveStripeJsStandIn(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: STRIPE_JS_STAND_IN,
    });
  });
  return requested;
}
