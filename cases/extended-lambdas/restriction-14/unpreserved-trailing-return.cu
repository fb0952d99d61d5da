/*---
section: I.6.2
clause: xlambda.restriction-14
description: "A trailing return type naming a parameter is not preserved: result_of on it in host code (no diagnostic required)"
verdict: ndr
std: c++14
flags: ["--extended-lambda"]
note: "From the later guide's restriction 14 example (lam4)."
---*/
#include <type_traits>
const char& getRef(const char* p) { return *p; }

void foo(void) {
  auto lam4 = [] __device__ (char x) -> decltype(getRef(&x)) { return 0; };
  std::result_of<decltype(lam4)(char)>::type xx4 = 'a'; // expect-error
  (void)xx4;
}
