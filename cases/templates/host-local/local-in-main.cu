/*---
section: I.4.11
clause: template.arg-host-local
description: "A type defined in main used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
int main() {
  struct L { };
  myKernel<L><<<1, 1>>>(); // expect-error
  return 0;
}
