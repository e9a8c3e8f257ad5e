/**
 * happy-dom's `new FormData(form, submitter)` adds the submit button's name and value, as
 * browsers do, but takes any submitter without the TypeError the spec asks for. React Router
 * tells by that TypeError whether FormData adds the submitter itself; without it, it adds the
 * button a second time (`status=published&status=published`), which no browser sends. Here
 * FormData refuses a submitter that is no element, as browsers do.
 */
const HappyFormData = globalThis.FormData;

class SpecFormData extends HappyFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    if (submitter != null && !(submitter instanceof HTMLElement))
      throw new TypeError("Failed to construct 'FormData': parameter 2 is not of type 'HTMLElement'.");
    super(form, submitter);
  }
}

globalThis.FormData = SpecFormData;
