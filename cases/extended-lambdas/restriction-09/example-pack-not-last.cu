/*---
section: I.6.2
clause: xlambda.restriction-9
description: "Restriction 9 example: the enclosing function template's parameter pack is not last"
verdict: error
flags: ["--extended-lambda"]
tags: [example]
---*/
template <typename T>
__global__ void kern(T in) { in(); }

template <typename... T>
struct foo {};

template < template <typename...> class T, typename... P1,
          typename... P2>
void bar1(const T<P1...>, const T<P2...>) {
}

template < template <typename...> class T, typename... P1,
          typename T2>
void bar2(const T<P1...>, T2) {
  // Error: for enclosing function, the
  // parameter pack is not last in the template parameter list.
  auto lam1 =  [] __device__ { return 10; }; // expect-error
}

template <typename T, T>
void bar3(void) {
}

int main() {
  foo<char, int, float> f1;
  foo<char, int> f2;
  bar1(f1, f2);
  bar2(f1, 10);
  bar3<int, 10>();
}
