/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Host code using a zero-length array member is the host compiler's business and is accepted.
verdict: ok
phase: link
---*/
struct Header {
  int n;
  int data[0];
};

int main(void) { return sizeof(Header) == sizeof(int) ? 0 : 1; }
