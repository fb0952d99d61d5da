/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "Host code may use non-const static data members; the kernel in the same file does not touch them."
verdict: ok
---*/
struct S { static int launches; };
int S::launches = 0;
__global__ void kern(int *out) { *out = 1; }
void launch(int *out) {
  kern<<<1, 1>>>(out);
  ++S::launches;
}
