/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using a GNU case range is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
int classify(int c)
{
  switch (c) {
  case '0' ... '9':
    return 1;
  default:
    return 0;
  }
}

int main(void) { return classify('5') == 1 ? 0 : 1; }
