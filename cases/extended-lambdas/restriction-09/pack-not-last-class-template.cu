/*---
section: I.6.2
clause: xlambda.restriction-9
description: "A class template whose pack is followed by another parameter (partial specialization) cannot enclose an extended lambda in a member"
verdict: error
flags: ["--extended-lambda"]
note: "In a partial specialization a pack need not be last; for restriction 9 it must be."
---*/
template <typename... Ts> struct List { };

template <typename L, typename T> struct Pair;

template <typename... Ts, typename T>
struct Pair<List<Ts...>, T> {
  void run(void) {
    auto lam1 = [] __device__ { return 10; }; // expect-error
  }
};

void use(void) { Pair<List<int, char>, float> p; p.run(); }
