import type { CodeTemplate } from './template.ts';

// C++ templates: C++17 and the standard library only (`g++ -std=c++17 -O2 file.cpp`).
export const CPP_TEMPLATES: CodeTemplate[] = [
  {
    id: 'cpp-perceptron',
    title: 'Perceptron classifier',
    description: 'Trains a perceptron on linearly separable data and reports training accuracy.',
    language: 'c++',
    category: 'machine-learning',
    tags: ['perceptron', 'classification', 'online-learning'],
    keywords: ['classif', 'model', 'train', 'predict', 'neural', 'perceptron', 'learning'],
    rename: { Perceptron: '{Subject}Perceptron' },
    code: String.raw`#include <iostream>
#include <random>
#include <vector>

struct Example {
    std::vector<double> features;
    int label;  // -1 or +1
};

class Perceptron {
public:
    explicit Perceptron(std::size_t width) : weights_(width, 0.0) {}

    int predict(const std::vector<double>& x) const {
        double sum = bias_;
        for (std::size_t i = 0; i < x.size(); ++i) sum += weights_[i] * x[i];
        return sum >= 0 ? 1 : -1;
    }

    void fit(const std::vector<Example>& data, int epochs, double rate) {
        for (int epoch = 0; epoch < epochs; ++epoch) {
            int mistakes = 0;
            for (const auto& example : data) {
                if (predict(example.features) != example.label) {
                    for (std::size_t i = 0; i < weights_.size(); ++i)
                        weights_[i] += rate * example.label * example.features[i];
                    bias_ += rate * example.label;
                    ++mistakes;
                }
            }
            if (mistakes == 0) break;
        }
    }

private:
    std::vector<double> weights_;
    double bias_ = 0.0;
};

int main() {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    std::vector<Example> data;
    for (int i = 0; i < 200; ++i) {
        double a = uniform(rng), b = uniform(rng);
        data.push_back({{a, b}, a - b > 0 ? 1 : -1});
    }
    Perceptron model(2);
    model.fit(data, 50, 0.1);
    int correct = 0;
    for (const auto& example : data) correct += model.predict(example.features) == example.label;
    std::cout << "training accuracy: " << (100.0 * correct / data.size()) << "%\n";
    return 0;
}
`,
  },
  {
    id: 'cpp-word-frequency',
    title: 'Word frequency and stop-word filtering',
    description: 'Tokenises text from standard input, removes stop words and prints the most frequent words.',
    language: 'c++',
    category: 'nlp',
    tags: ['tokenization', 'frequency', 'stop-words'],
    keywords: ['text', 'word', 'token', 'nlp', 'frequency', 'language', 'document'],
    code: String.raw`#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

std::vector<std::string> tokenize(const std::string& text) {
    std::vector<std::string> tokens;
    std::string current;
    for (char raw : text) {
        unsigned char c = static_cast<unsigned char>(raw);
        if (std::isalnum(c) || c == '\'') {
            current.push_back(static_cast<char>(std::tolower(c)));
        } else if (!current.empty()) {
            tokens.push_back(current);
            current.clear();
        }
    }
    if (!current.empty()) tokens.push_back(current);
    return tokens;
}

int main() {
    const std::unordered_set<std::string> stop = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it"};
    std::unordered_map<std::string, int> counts;
    std::string line;
    while (std::getline(std::cin, line)) {
        for (const auto& token : tokenize(line)) {
            if (!stop.count(token) && token.size() > 1) ++counts[token];
        }
    }
    std::vector<std::pair<std::string, int>> sorted(counts.begin(), counts.end());
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    for (std::size_t i = 0; i < sorted.size() && i < 10; ++i)
        std::cout << sorted[i].first << ' ' << sorted[i].second << '\n';
    return 0;
}
`,
  },
  {
    id: 'cpp-gaussian-blur',
    title: 'Gaussian blur on a grayscale image',
    description: 'Builds a Gaussian kernel and applies it as a separable convolution with clamped borders.',
    language: 'c++',
    category: 'computer-vision',
    tags: ['convolution', 'gaussian', 'image'],
    keywords: ['image', 'blur', 'filter', 'vision', 'pixel', 'convolution', 'denoise', 'smooth'],
    code: String.raw`#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <vector>

struct Image {
    int width;
    int height;
    std::vector<float> pixels;  // row-major, 0..255
    float at(int x, int y) const {
        x = std::clamp(x, 0, width - 1);
        y = std::clamp(y, 0, height - 1);
        return pixels[static_cast<std::size_t>(y) * width + x];
    }
};

std::vector<float> gaussianKernel(float sigma) {
    const int radius = static_cast<int>(std::ceil(3 * sigma));
    std::vector<float> kernel(2 * radius + 1);
    float sum = 0;
    for (int i = -radius; i <= radius; ++i) {
        kernel[i + radius] = std::exp(-(i * i) / (2 * sigma * sigma));
        sum += kernel[i + radius];
    }
    for (auto& value : kernel) value /= sum;
    return kernel;
}

Image blur(const Image& input, float sigma) {
    const auto kernel = gaussianKernel(sigma);
    const int radius = static_cast<int>(kernel.size() / 2);
    Image horizontal{input.width, input.height, std::vector<float>(input.pixels.size())};
    for (int y = 0; y < input.height; ++y)
        for (int x = 0; x < input.width; ++x) {
            float sum = 0;
            for (int k = -radius; k <= radius; ++k) sum += kernel[k + radius] * input.at(x + k, y);
            horizontal.pixels[static_cast<std::size_t>(y) * input.width + x] = sum;
        }
    Image output{input.width, input.height, std::vector<float>(input.pixels.size())};
    for (int y = 0; y < input.height; ++y)
        for (int x = 0; x < input.width; ++x) {
            float sum = 0;
            for (int k = -radius; k <= radius; ++k) sum += kernel[k + radius] * horizontal.at(x, y + k);
            output.pixels[static_cast<std::size_t>(y) * input.width + x] = sum;
        }
    return output;
}

int main() {
    Image image{16, 16, std::vector<float>(256, 0.0f)};
    image.pixels[8 * 16 + 8] = 255.0f;  // a single bright pixel
    const Image result = blur(image, 1.5f);
    std::cout << "centre after blur: " << result.at(8, 8) << ", neighbour: " << result.at(9, 8) << '\n';
    return 0;
}
`,
  },
  {
    id: 'cpp-csv-statistics',
    title: 'CSV column statistics',
    description:
      'Reads a numeric CSV column from a file and prints count, mean, standard deviation and median.',
    language: 'c++',
    category: 'data-processing',
    tags: ['csv', 'statistics', 'parsing'],
    keywords: ['csv', 'data', 'statistic', 'column', 'process', 'file', 'parse', 'mean'],
    code: String.raw`#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

std::vector<std::string> splitCsvLine(const std::string& line) {
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    for (char c : line) {
        if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.push_back(field);
            field.clear();
        } else {
            field.push_back(c);
        }
    }
    fields.push_back(field);
    return fields;
}

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: stats data.csv column_index\n";
        return 2;
    }
    std::ifstream file(argv[1]);
    const std::size_t column = static_cast<std::size_t>(std::stoul(argv[2]));
    std::vector<double> values;
    std::string line;
    std::getline(file, line);  // header
    while (std::getline(file, line)) {
        const auto fields = splitCsvLine(line);
        if (column >= fields.size()) continue;
        std::istringstream parser(fields[column]);
        double value;
        if (parser >> value) values.push_back(value);
    }
    if (values.empty()) {
        std::cerr << "no numeric values\n";
        return 1;
    }
    double mean = 0;
    for (double v : values) mean += v;
    mean /= values.size();
    double variance = 0;
    for (double v : values) variance += (v - mean) * (v - mean);
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    const double median = values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
    std::cout << "count " << values.size() << " mean " << mean << " stddev " << std::sqrt(variance / values.size())
              << " median " << median << '\n';
    return 0;
}
`,
  },
  {
    id: 'cpp-rate-limited-client',
    title: 'Rate limiter and retry policy for API calls',
    description:
      'A token-bucket rate limiter and an exponential back-off retry wrapper around any API call function.',
    language: 'c++',
    category: 'api-integration',
    tags: ['rate-limit', 'retry', 'token-bucket'],
    keywords: ['api', 'rate', 'limit', 'retry', 'client', 'integrat', 'request', 'throttle'],
    code: String.raw`#include <algorithm>
#include <chrono>
#include <functional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thread>

class TokenBucket {
public:
    TokenBucket(double capacity, double refillPerSecond)
        : capacity_(capacity), tokens_(capacity), refill_(refillPerSecond), last_(Clock::now()) {}

    void acquire() {
        for (;;) {
            const auto now = Clock::now();
            const std::chrono::duration<double> elapsed = now - last_;
            tokens_ = std::min(capacity_, tokens_ + elapsed.count() * refill_);
            last_ = now;
            if (tokens_ >= 1.0) {
                tokens_ -= 1.0;
                return;
            }
            std::this_thread::sleep_for(std::chrono::duration<double>((1.0 - tokens_) / refill_));
        }
    }

private:
    using Clock = std::chrono::steady_clock;
    double capacity_;
    double tokens_;
    double refill_;
    Clock::time_point last_;
};

struct Response {
    int status;
    std::string body;
};

Response callWithRetry(TokenBucket& bucket, const std::function<Response()>& call, int retries) {
    for (int attempt = 0;; ++attempt) {
        bucket.acquire();
        Response response = call();
        const bool retryable = response.status == 429 || response.status >= 500;
        if (!retryable) return response;
        if (attempt >= retries) throw std::runtime_error("gave up after status " + std::to_string(response.status));
        std::this_thread::sleep_for(std::chrono::milliseconds(100 << attempt));
    }
}

int main() {
    TokenBucket bucket(5, 10);
    int calls = 0;
    auto flaky = [&calls]() -> Response { return ++calls < 3 ? Response{503, ""} : Response{200, "{\"ok\":true}"}; };
    const Response response = callWithRetry(bucket, flaky, 4);
    std::cout << "status " << response.status << " after " << calls << " calls: " << response.body << '\n';
    return 0;
}
`,
  },
  {
    id: 'cpp-linear-trend',
    title: 'Sales forecast with a linear trend',
    description:
      'Fits an ordinary least-squares trend on one feature (month against sales), forecasts the next value and reports R squared and mean absolute error.',
    language: 'c++',
    category: 'machine-learning',
    tags: ['regression', 'forecast', 'trend'],
    keywords: ['forecast', 'predict', 'regression', 'trend', 'linear', 'sales', 'demand', 'next', 'future'],
    rename: { TrendModel: '{Subject}TrendModel' },
    code: String.raw`#include <cmath>
#include <iomanip>
#include <iostream>
#include <stdexcept>
#include <vector>

struct TrendModel {
    double slope = 0;
    double intercept = 0;
    double predict(double x) const { return intercept + slope * x; }
};

// Ordinary least squares on one feature (for example the month number against sales).
TrendModel fitTrend(const std::vector<double>& x, const std::vector<double>& y) {
    if (x.size() != y.size() || x.size() < 2) throw std::invalid_argument("need two or more (x, y) pairs");
    const double n = static_cast<double>(x.size());
    double meanX = 0, meanY = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        meanX += x[i] / n;
        meanY += y[i] / n;
    }
    double covariance = 0, variance = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        covariance += (x[i] - meanX) * (y[i] - meanY);
        variance += (x[i] - meanX) * (x[i] - meanX);
    }
    TrendModel model;
    model.slope = variance == 0 ? 0 : covariance / variance;
    model.intercept = meanY - model.slope * meanX;
    return model;
}

// R squared and mean absolute error of the model on the data.
std::pair<double, double> evaluate(const TrendModel& model, const std::vector<double>& x, const std::vector<double>& y) {
    double meanY = 0;
    for (double value : y) meanY += value / static_cast<double>(y.size());
    double residual = 0, total = 0, absolute = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double error = y[i] - model.predict(x[i]);
        residual += error * error;
        total += (y[i] - meanY) * (y[i] - meanY);
        absolute += std::fabs(error);
    }
    return {total == 0 ? 1.0 : 1.0 - residual / total, absolute / static_cast<double>(x.size())};
}

int main() {
    const std::vector<double> month{1, 2, 3, 4, 5, 6};
    const std::vector<double> sales{112, 124, 141, 148, 165, 172};
    const TrendModel model = fitTrend(month, sales);
    const auto [r2, mae] = evaluate(model, month, sales);
    std::cout << std::fixed << std::setprecision(2) << "forecast for month 7: " << model.predict(7)
              << " (R2 " << r2 << ", MAE " << mae << ")\n";
}
`,
  },
  {
    id: 'cpp-text-similarity',
    title: 'Similar text finder (cosine similarity)',
    description:
      'Turns texts into term-frequency vectors without stop words and ranks them by cosine similarity to a query, for example to find duplicate support tickets.',
    language: 'c++',
    category: 'nlp',
    tags: ['similarity', 'cosine', 'bag-of-words'],
    keywords: [
      'similar',
      'similarity',
      'duplicate',
      'cosine',
      'match',
      'search',
      'ticket',
      'tickets',
      'text',
      'compare',
      'bag',
      'words',
    ],
    code: String.raw`#include <algorithm>
#include <cctype>
#include <cmath>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using Vector = std::map<std::string, double>;

// Lower-cased words of a text, without punctuation and common stop words.
std::vector<std::string> tokens(const std::string& text) {
    static const std::set<std::string> stop{"the", "a", "an", "and", "or", "to", "of", "is", "it", "my", "i", "on", "in"};
    std::string cleaned;
    for (char c : text) cleaned += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : ' ';
    std::istringstream stream(cleaned);
    std::vector<std::string> words;
    for (std::string word; stream >> word;)
        if (!stop.count(word)) words.push_back(word);
    return words;
}

// Term-frequency vector of a text.
Vector vectorOf(const std::string& text) {
    Vector counts;
    for (const auto& word : tokens(text)) counts[word] += 1;
    return counts;
}

// Cosine similarity of two term vectors, from 0 (nothing shared) to 1 (same words in the same proportions).
double cosine(const Vector& a, const Vector& b) {
    double dot = 0, normA = 0, normB = 0;
    for (const auto& [word, count] : a) {
        normA += count * count;
        const auto found = b.find(word);
        if (found != b.end()) dot += count * found->second;
    }
    for (const auto& entry : b) normB += entry.second * entry.second;
    return normA == 0 || normB == 0 ? 0 : dot / (std::sqrt(normA) * std::sqrt(normB));
}

int main() {
    const std::vector<std::string> tickets{
        "I cannot log in to my account after the password reset",
        "Invoice shows the wrong amount for November",
        "Password reset email never arrived, cannot log in",
    };
    const std::string incoming = "cannot log in since I reset my password";
    const Vector query = vectorOf(incoming);
    std::vector<std::pair<double, std::string>> ranked;
    for (const auto& ticket : tickets) ranked.emplace_back(cosine(query, vectorOf(ticket)), ticket);
    std::sort(ranked.rbegin(), ranked.rend());
    for (const auto& [score, ticket] : ranked) std::cout << score << "  " << ticket << '\n';
}
`,
  },
  {
    id: 'cpp-connected-components',
    title: 'Object counting with connected components',
    description:
      "Thresholds a grayscale image and labels its 4-connected regions with a flood fill, giving each object's area and bounding box.",
    language: 'c++',
    category: 'computer-vision',
    tags: ['segmentation', 'connected-components', 'counting'],
    keywords: [
      'count',
      'counting',
      'objects',
      'object',
      'blob',
      'blobs',
      'segment',
      'segmentation',
      'connected',
      'label',
      'scan',
      'threshold',
      'image',
    ],
    code: String.raw`#include <algorithm>
#include <iostream>
#include <queue>
#include <utility>
#include <vector>

using Image = std::vector<std::vector<int>>;

struct Blob {
    int label;
    int area;
    int minX, minY, maxX, maxY;
};

// Labels the 4-connected regions of pixels at or above the threshold (breadth-first flood fill) and returns
// each region's area and bounding box: a count of the objects in a scanned image.
std::vector<Blob> connectedComponents(const Image& gray, int threshold, int minArea) {
    const int height = static_cast<int>(gray.size());
    const int width = height == 0 ? 0 : static_cast<int>(gray[0].size());
    std::vector<std::vector<int>> labels(height, std::vector<int>(width, 0));
    std::vector<Blob> blobs;
    int next = 1;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (gray[y][x] < threshold || labels[y][x] != 0) continue;
            Blob blob{next, 0, x, y, x, y};
            std::queue<std::pair<int, int>> queue;
            queue.push({x, y});
            labels[y][x] = next;
            while (!queue.empty()) {
                const auto [cx, cy] = queue.front();
                queue.pop();
                ++blob.area;
                blob.minX = std::min(blob.minX, cx);
                blob.maxX = std::max(blob.maxX, cx);
                blob.minY = std::min(blob.minY, cy);
                blob.maxY = std::max(blob.maxY, cy);
                const int dx[] = {1, -1, 0, 0};
                const int dy[] = {0, 0, 1, -1};
                for (int k = 0; k < 4; ++k) {
                    const int nx = cx + dx[k], ny = cy + dy[k];
                    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
                    if (gray[ny][nx] < threshold || labels[ny][nx] != 0) continue;
                    labels[ny][nx] = next;
                    queue.push({nx, ny});
                }
            }
            ++next;
            if (blob.area >= minArea) blobs.push_back(blob);
        }
    }
    return blobs;
}

int main() {
    const Image scan{
        {0, 0, 0, 0, 0, 0, 0, 0},
        {0, 220, 230, 0, 0, 0, 0, 0},
        {0, 210, 240, 0, 0, 180, 190, 0},
        {0, 0, 0, 0, 0, 200, 210, 0},
        {0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 250, 0, 0, 0, 0},
    };
    const auto blobs = connectedComponents(scan, 128, 2);
    std::cout << blobs.size() << " objects\n";
    for (const auto& blob : blobs)
        std::cout << "object " << blob.label << ": area " << blob.area << ", box (" << blob.minX << "," << blob.minY
                  << ")-(" << blob.maxX << "," << blob.maxY << ")\n";
}
`,
  },
  {
    id: 'cpp-group-by-totals',
    title: 'CSV group-by totals',
    description:
      'Parses region, product and amount lines, skips malformed ones, and groups them into sums, counts and maxima per key.',
    language: 'c++',
    category: 'data-processing',
    tags: ['group-by', 'aggregation', 'csv'],
    keywords: [
      'group',
      'groupby',
      'aggregate',
      'aggregation',
      'total',
      'totals',
      'sum',
      'sales',
      'region',
      'csv',
      'report',
      'per',
    ],
    code: String.raw`#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

struct Sale {
    std::string region;
    std::string product;
    double amount;
};

struct Totals {
    double sum = 0;
    int count = 0;
    double max = 0;
};

// Parses "region,product,amount" lines (a header first); malformed lines are counted and skipped.
std::vector<Sale> parseSales(std::istream& input, int& skipped) {
    std::vector<Sale> sales;
    std::string line;
    std::getline(input, line);
    while (std::getline(input, line)) {
        std::istringstream fields(line);
        Sale sale;
        std::string amount;
        if (!std::getline(fields, sale.region, ',') || !std::getline(fields, sale.product, ',') ||
            !std::getline(fields, amount)) {
            ++skipped;
            continue;
        }
        try {
            sale.amount = std::stod(amount);
        } catch (const std::exception&) {
            ++skipped;
            continue;
        }
        sales.push_back(sale);
    }
    return sales;
}

// Group-by: the sum, count and largest sale per key.
template <typename Key>
std::map<std::string, Totals> groupBy(const std::vector<Sale>& sales, Key key) {
    std::map<std::string, Totals> groups;
    for (const auto& sale : sales) {
        Totals& totals = groups[key(sale)];
        totals.sum += sale.amount;
        totals.count += 1;
        if (sale.amount > totals.max) totals.max = sale.amount;
    }
    return groups;
}

int main() {
    std::istringstream csv(
        "region,product,amount\n"
        "north,widgets,120.50\n"
        "south,widgets,80\n"
        "north,gadgets,300\n"
        "east,gadgets,not-a-number\n"
        "south,gadgets,45.25\n");
    int skipped = 0;
    const auto sales = parseSales(csv, skipped);
    std::cout << std::fixed << std::setprecision(2);
    for (const auto& [region, totals] : groupBy(sales, [](const Sale& sale) { return sale.region; }))
        std::cout << region << ": total " << totals.sum << " over " << totals.count << " sales, largest " << totals.max << '\n';
    std::cout << "skipped lines: " << skipped << '\n';
}
`,
  },
  {
    id: 'cpp-request-builder',
    title: 'REST request builder with URL encoding',
    description:
      'Builds a REST request (method, path, percent-encoded query string, headers, bearer token, JSON body) as the HTTP/1.1 text any HTTP library can send.',
    language: 'c++',
    category: 'api-integration',
    tags: ['rest', 'url-encoding', 'http'],
    keywords: [
      'rest',
      'request',
      'url',
      'encode',
      'encoding',
      'query',
      'header',
      'headers',
      'http',
      'bearer',
      'json',
      'builder',
    ],
    rename: { RequestBuilder: '{Subject}Request' },
    code: String.raw`#include <cctype>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <utility>

// Percent-encodes a query value (RFC 3986 unreserved characters are kept).
std::string urlEncode(const std::string& value) {
    std::ostringstream out;
    out << std::hex << std::uppercase;
    for (unsigned char c : value) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~')
            out << c;
        else
            out << '%' << std::setw(2) << std::setfill('0') << static_cast<int>(c);
    }
    return out.str();
}

// A REST request: method, URL with an encoded query string, headers and a JSON body, ready for any HTTP
// library (libcurl, Boost.Beast, cpr) to send.
class RequestBuilder {
public:
    RequestBuilder(std::string method, std::string baseUrl) : method_(std::move(method)), url_(std::move(baseUrl)) {}

    RequestBuilder& path(const std::string& segment) {
        if (!url_.empty() && url_.back() != '/') url_ += '/';
        url_ += urlEncode(segment);
        return *this;
    }
    RequestBuilder& query(const std::string& key, const std::string& value) {
        query_[key] = value;
        return *this;
    }
    RequestBuilder& header(const std::string& name, const std::string& value) {
        headers_[name] = value;
        return *this;
    }
    RequestBuilder& bearer(const std::string& token) { return header("Authorization", "Bearer " + token); }
    RequestBuilder& json(const std::string& body) {
        body_ = body;
        return header("Content-Type", "application/json");
    }

    std::string url() const {
        std::string full = url_;
        char separator = '?';
        for (const auto& [key, value] : query_) {
            full += separator + urlEncode(key) + "=" + urlEncode(value);
            separator = '&';
        }
        return full;
    }

    // The request as it goes on the wire (HTTP/1.1), for logging or a raw socket.
    std::string toString() const {
        std::ostringstream out;
        out << method_ << ' ' << url() << " HTTP/1.1\r\n";
        for (const auto& [name, value] : headers_) out << name << ": " << value << "\r\n";
        if (!body_.empty()) out << "Content-Length: " << body_.size() << "\r\n";
        out << "\r\n" << body_;
        return out.str();
    }

private:
    std::string method_;
    std::string url_;
    std::map<std::string, std::string> query_;
    std::map<std::string, std::string> headers_;
    std::string body_;
};

int main() {
    const RequestBuilder request = RequestBuilder("GET", "https://api.example.com/v1")
                                       .path("customers")
                                       .query("email", "ana lopez+test@example.com")
                                       .query("limit", "20")
                                       .header("Accept", "application/json")
                                       .bearer("demo-token");
    std::cout << request.toString() << '\n';
}
`,
  },
];
