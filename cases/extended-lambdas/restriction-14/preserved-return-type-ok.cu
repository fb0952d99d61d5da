/*---
section: I.6.2
clause: xlambda.restriction-14-preserved-return
description: "An extended __device__ lambda with a trailing return type that names no parameter keeps its return type in host code"
verdict: ok
std: c++14
flags: ["--extended-lambda"]
since: "12.3"
note: "From later editions of the guide (restriction 14 there mentions __nv_is_extended_device_lambda_with_preserved_return_type); not in the 11.x text. The guide's static_assert uses is_same_v and lacks its closing ')' and message; completed."
---*/
#include <type_traits>

void foo(void) {
  auto lam3 = [] __device__ () -> const char * { return "10"; };

  // OK : lam3 represents a __device__ extended lambda with preserved return type
  std::result_of<decltype(lam3)()>::type xx2 = "abc";
  static_assert( std::is_same< std::result_of<decltype(lam3)()>::type, const char *>::value, "");
  (void)xx2;
}
